import { loginSchema } from '@nurseprep/contracts';
import { Button, Dialog, TextField, useAccountDialogs } from '@nurseprep/shared-ui';
import { useSignIn } from '../hooks/use-sign-in';
import { forgotPasswordTexts, signInTexts } from '../data/account-texts';
import { useSchemaForm } from '../hooks/use-schema-form';
import { serverFieldErrorsOf } from '../lib/server-error';
import { AccountForm, ForgotLine, SwitchButton, SwitchLine } from './account-form-layout';

const emptySignIn = { username: '', password: '' };

/** Sign in with a username or email and a password; it unmounts when closed, so every opening starts empty. */
export function SignInDialog() {
  const close = useAccountDialogs((state) => state.close);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  const openForgotPassword = useAccountDialogs((state) => state.openForgotPassword);
  const signIn = useSignIn();
  const form = useSchemaForm(loginSchema, emptySignIn);
  const { labels } = signInTexts;

  const submit = form.handleSubmit((data) => {
    if (signIn.isPending) return;
    signIn.mutate(data, { onError: (error) => form.showServerErrors(serverFieldErrorsOf(error)) });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={signInTexts.title} description={signInTexts.description}>
      <AccountForm ref={form.formRef} aria-label={signInTexts.formLabel} noValidate onSubmit={submit}>
        <TextField label={labels.username} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.field('username')} />
        <TextField label={labels.password} type="password" autoComplete="current-password" required {...form.field('password')} />
        <ForgotLine>
          <SwitchButton type="button" onClick={openForgotPassword}>
            {forgotPasswordTexts.open}
          </SwitchButton>
        </ForgotLine>
        <Button type="submit" $fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? signInTexts.pending : signInTexts.submit}
        </Button>
        <SwitchLine>
          {signInTexts.switchPrompt}{' '}
          <SwitchButton type="button" onClick={openSignUp}>
            {signInTexts.switchAction}
          </SwitchButton>
        </SwitchLine>
      </AccountForm>
    </Dialog>
  );
}
