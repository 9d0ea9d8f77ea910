import { useMutation } from '@tanstack/react-query';
import { emailTokenOf } from '@nurseprep/contracts/email-links';
import { Button, errorMessageOf } from '@nurseprep/shared-ui';
import { confirmPageTexts, emailLinkTexts, type ConfirmPage } from '../data/email-link-texts';
import { confirmEmailLink } from '../requests/confirm-email-link';
import { EmailLinkLayout, MissingTokenNotice, OutcomeNotice } from './email-link-layout';
import { forgetEmailToken, useEmailToken } from './use-email-token';

/**
 * A page an email links to that does one thing when the person presses its button: verify an address, confirm
 * or end a newsletter subscription, confirm WhatsApp updates. Nothing happens on opening the link, because
 * mail scanners open links too.
 */
export function ConfirmEmailLinkPage({ page }: { page: ConfirmPage }) {
  const texts = confirmPageTexts[page];
  const token = useEmailToken();
  const confirm = useMutation({
    mutationFn: (linkToken: string) => confirmEmailLink(page, linkToken),
    onSuccess: forgetEmailToken,
  });

  let content;
  if (confirm.isSuccess) {
    content = <OutcomeNotice tone="success" title={texts.successTitle} description={texts.successDescription(confirm.data)} />;
  } else if (token === null) {
    content = <MissingTokenNotice />;
  } else {
    content = (
      <>
        {confirm.isError ? (
          <OutcomeNotice tone="failure" title={emailLinkTexts.failureTitle} description={errorMessageOf(confirm.error) ?? emailLinkTexts.failureFallback} />
        ) : null}
        <div>
          <Button type="button" disabled={confirm.isPending} onClick={() => {
              // The address is read after the first paint: a press before that reads it here.
              const linkToken = token ?? emailTokenOf(window.location.hash);
              if (linkToken && !confirm.isPending) confirm.mutate(linkToken);
            }}>
            {confirm.isPending ? texts.pending : texts.button}
          </Button>
        </div>
      </>
    );
  }

  return (
    <EmailLinkLayout title={texts.title} lead={texts.lead} next={confirm.isSuccess || confirm.isError || token === null ? texts.next : undefined}>
      {content}
    </EmailLinkLayout>
  );
}
