import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, errorMessageOf, request, toast, useCurrentUser, useSignOutEverywhere } from '@nurseprep/shared-ui';
import { accountCardTexts as texts } from '../data/account-card-texts';

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  p {
    margin: 0;
  }
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const EmailLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The signed-in person's account: whether their email is verified (and a new link), and signing out everywhere. */
export function AccountCard() {
  const user = useCurrentUser().data;
  const resend = useMutation({
    mutationFn: async () => {
      await request('POST /api/auth/email-verification/resend');
    },
  });
  const signOutEverywhere = useSignOutEverywhere();
  if (!user) return null;

  return (
    <Card as="section" aria-labelledby="account-heading">
      <CardHeader>
        <CardTitle as="h2" id="account-heading">
          {texts.heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Block>
          <EmailLine>
            {texts.signedInAs(user.email)}
            <Badge variant={user.emailVerified ? 'success' : 'outline'}>{user.emailVerified ? texts.verified : texts.unverified}</Badge>
          </EmailLine>
          {user.emailVerified ? null : (
            <>
              <p>{texts.verifyLead}</p>
              {resend.isSuccess ? <p role="status">{texts.resent}</p> : null}
              {resend.isError ? <p role="alert">{errorMessageOf(resend.error) ?? texts.resendFailed}</p> : null}
              {resend.isSuccess ? null : (
                <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => !resend.isPending && resend.mutate()}>
                  {resend.isPending ? texts.resending : texts.resend}
                </Button>
              )}
            </>
          )}
        </Block>
        <Block>
          <p>{texts.everywhereLead}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={signOutEverywhere.isPending}
            onClick={() => {
              if (signOutEverywhere.isPending) return;
              signOutEverywhere.mutate(undefined, {
                onSuccess: () => toast({ title: texts.everywhereDoneTitle, description: texts.everywhereDoneDescription }),
                onError: () => toast({ variant: 'destructive', title: texts.everywhereFailed }),
              });
            }}
          >
            {signOutEverywhere.isPending ? texts.everywherePending : texts.everywhere}
          </Button>
        </Block>
      </CardContent>
    </Card>
  );
}
