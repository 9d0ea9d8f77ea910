import { loginSchema } from '@nurseprep/contracts';
import { Button, Dialog, TextField, useAccountDialogs, useSchemaForm } from '@nurseprep/shared-ui';
import { useSignIn } from '../hooks/use-sign-in';
import { forgotPasswordTexts, signInTexts } from '../data/account-texts';
import { AccountForm, ForgotLine, SwitchButton, SwitchLine } from './account-form-layout';

const emptySignIn = { username: '', password: '' };

/** Sign in with a username or email and a password; it unmounts when closed, so every opening starts empty. */
export function SignInDialog() {
  const close = useAccountDialogs((state) => state.close);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  const openForgotPassword = useAccountDialogs((state) => state.openForgotPassword);
  const signIn = useSignIn();
  const form = useSchemaForm({ schema: loginSchema, emptyValues: emptySignIn, submit: (data) => signIn.mutateAsync(data) });
  const { labels } = signInTexts;

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={signInTexts.title} description={signInTexts.description}>
      <AccountForm {...form.formProps} aria-label={signInTexts.formLabel}>
        <TextField label={labels.username} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.field('username')} />
        <TextField label={labels.password} type="password" autoComplete="current-password" required {...form.field('password')} />
        <ForgotLine>
          <SwitchButton type="button" onClick={openForgotPassword}>
            {forgotPasswordTexts.open}
          </SwitchButton>
        </ForgotLine>
        <Button type="submit" $fullWidth disabled={form.isSubmitting}>
          {form.isSubmitting ? signInTexts.pending : signInTexts.submit}
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
