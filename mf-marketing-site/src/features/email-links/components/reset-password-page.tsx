import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { emailTokenOf } from '@nurseprep/contracts/email-links';
import { Button, currentUserQueryKey, FormNotice, TextField, useAccountDialogs, useSchemaForm } from '@nurseprep/shared-ui';
import { emailLinkTexts, resetPasswordTexts as texts } from '../data/email-link-texts';
import { resetPassword } from '../requests/reset-password';
import { EmailLinkLayout, MissingTokenNotice } from './email-link-layout';
import { forgetEmailToken, useEmailToken } from './use-email-token';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Loaded with the page's first use of the form, so the page itself does not wait for zod.
const loadSchema = () => import('@nurseprep/contracts').then(({ passwordResetFormSchema }) => passwordResetFormSchema);

const noticeTexts = {
  successTitle: texts.successTitle,
  successDescription: texts.successDescription,
  failureTitle: emailLinkTexts.failureTitle,
  failureFallback: emailLinkTexts.failureFallback,
};

/**
 * /account/reset-password#token=...: the page a reset email links to. The new password replaces the old one,
 * every other session of the account ends, and this browser is signed in.
 */
export function ResetPasswordPage() {
  const token = useEmailToken();
  const queryClient = useQueryClient();
  const openForgotPassword = useAccountDialogs((state) => state.openForgotPassword);
  const form = useSchemaForm({
    schema: loadSchema,
    emptyValues: { password: '', confirmPassword: '' },
    submit: async (data: { password: string; confirmPassword: string }) => {
      const linkToken = token ?? emailTokenOf(window.location.hash) ?? '';
      await resetPassword({ token: linkToken, ...data });
      forgetEmailToken();
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
  const done = form.status === 'success';
  const rejected = form.status === 'failure' && form.failure?.kind === 'rejected' && Object.keys(form.failure.fieldErrors).length === 0;

  return (
    <EmailLinkLayout title={texts.title} lead={texts.lead} next={done ? texts.next : undefined}>
      {token === null && !done ? (
        <MissingTokenNotice />
      ) : (
        <Form aria-label={texts.formLabel} {...form.formProps}>
          {done ? null : (
            <>
              <TextField label={texts.labels.password} type="password" autoComplete="new-password" required {...form.field('password')} />
              <TextField label={texts.labels.confirmPassword} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
            </>
          )}
          {form.status === 'success' || form.status === 'failure' ? (
            <FormNotice ref={form.noticeRef} status={form.status} failure={form.failure} texts={noticeTexts} />
          ) : null}
          {done ? null : (
            <Actions>
              <Button type="submit" disabled={form.isSubmitting}>
                {form.isSubmitting ? texts.pending : texts.submit}
              </Button>
              {rejected ? (
                <Button type="button" variant="outline" onClick={openForgotPassword}>
                  {texts.askAgain}
                </Button>
              ) : null}
            </Actions>
          )}
        </Form>
      )}
      {token === null && !done ? (
        <div>
          <Button type="button" variant="outline" onClick={openForgotPassword}>
            {texts.askAgain}
          </Button>
        </div>
      ) : null}
    </EmailLinkLayout>
  );
}
