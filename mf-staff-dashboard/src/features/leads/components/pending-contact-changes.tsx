import styled from 'styled-components';
import type { LeadContactChange } from '@nurseprep/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast, VisuallyHidden } from '@nurseprep/shared-ui';
import { serverErrorText } from '../../../lib/server-error';
import { leadTexts } from '../data/leads-texts';
import { useAcceptContactChange } from '../hooks/accept-contact-change';
import { useDismissContactChange } from '../hooks/dismiss-contact-change';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Changes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The numbers forms proposed for this lead, each with Accept (it becomes the lead's number) and Dismiss. Each
 * button's name carries the number, so a screen reader tells the buttons of two numbers apart.
 */
export function PendingContactChanges({ leadId, changes }: { leadId: number; changes: LeadContactChange[] }) {
  const accept = useAcceptContactChange(leadId);
  const dismiss = useDismissContactChange(leadId);
  if (changes.length === 0) return null;
  const busy = accept.isPending || dismiss.isPending;
  const failed = (error: unknown) => toast({ variant: 'destructive', title: leadTexts.changeFailed, description: serverErrorText(error) ?? leadTexts.changeFailedDescription });

  return (
    <Section as="section" aria-labelledby="contact-changes-heading">
      <CardHeader>
        <CardTitle as="h2" id="contact-changes-heading">
          {leadTexts.contactChanges}
        </CardTitle>
        <CardDescription>{leadTexts.contactChangesLead}</CardDescription>
      </CardHeader>
      <CardContent>
        <Changes>
          {changes.map((change) => (
            <li key={change.id}>
              <p>{leadTexts.proposedNumber(leadTexts.formNames[change.source], new Date(change.createdAt).toLocaleDateString('en-US'), change.phone)}</p>
              <Actions>
                <Button
                  type="button"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    accept.mutate(change.id, {
                      onSuccess: () => toast({ title: leadTexts.accepted, description: leadTexts.acceptedDescription(change.phone) }),
                      onError: failed,
                    })
                  }
                >
                  {leadTexts.accept}
                  <VisuallyHidden> {change.phone}</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() =>
                    dismiss.mutate(change.id, {
                      onSuccess: () => toast({ title: leadTexts.dismissed, description: leadTexts.dismissedDescription(change.phone) }),
                      onError: failed,
                    })
                  }
                >
                  {leadTexts.dismiss}
                  <VisuallyHidden> {change.phone}</VisuallyHidden>
                </Button>
              </Actions>
            </li>
          ))}
        </Changes>
      </CardContent>
    </Section>
  );
}
