import { useState } from 'react';
import { passwordResetRequestSchema } from '@nurseprep/contracts';
import { Button, Dialog, FormNotice, TextField, useAccountDialogs, useSchemaForm } from '@nurseprep/shared-ui';
import { forgotPasswordTexts as texts } from '../data/account-texts';
import { requestPasswordReset } from '../hooks/request-password-reset';
import { AccountForm, SwitchButton, SwitchLine } from './account-form-layout';

/**
 * Asks for a password reset link by email. The answer never says whether the address has an account, so the
 * dialog shows the server's one message either way and offers the way back to sign in.
 */
export function ForgotPasswordDialog() {
  const close = useAccountDialogs((state) => state.close);
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const [sentMessage, setSentMessage] = useState('');
  const form = useSchemaForm({
    schema: passwordResetRequestSchema,
    emptyValues: { email: '' },
    submit: async (data: { email: string }) => setSentMessage(await requestPasswordReset(data)),
  });
  const noticeTexts = { successTitle: texts.sentTitle, successDescription: sentMessage, failureTitle: texts.failureTitle, failureFallback: texts.fallbackMessage };

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={texts.title} description={texts.description}>
      <AccountForm aria-label={texts.formLabel} {...form.formProps}>
        {form.status === 'success' ? null : (
          <TextField label={texts.labels.email} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...form.field('email')} />
        )}
        {form.status === 'success' || form.status === 'failure' ? (
          <FormNotice ref={form.noticeRef} status={form.status} failure={form.failure} texts={noticeTexts} />
        ) : null}
        {form.status === 'success' ? null : (
          <Button type="submit" $fullWidth disabled={form.isSubmitting}>
            {form.isSubmitting ? texts.pending : texts.submit}
          </Button>
        )}
        <SwitchLine>
          <SwitchButton type="button" onClick={openSignIn}>
            {texts.back}
          </SwitchButton>
        </SwitchLine>
      </AccountForm>
    </Dialog>
  );
}
