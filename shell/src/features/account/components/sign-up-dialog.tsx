import { defaultExamType, examTypeCodeOptions, signupSchema } from '@nurseprep/contracts';
import { Button, Dialog, SelectField, TextField, useAccountDialogs, useSchemaForm } from '@nurseprep/shared-ui';
import { useSignUp } from '../hooks/use-sign-up';
import { signUpTexts } from '../data/account-texts';
import { AccountForm, FieldPair, SwitchButton, SwitchLine } from './account-form-layout';

const emptySignUp = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  examType: defaultExamType as string,
};

/** The sign-up dialog: it unmounts when closed, so every opening starts from an empty form. */
export function SignUpDialog() {
  const close = useAccountDialogs((state) => state.close);
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const signUp = useSignUp();
  const form = useSchemaForm({ schema: signupSchema, emptyValues: emptySignUp, submit: (data) => signUp.mutateAsync(data) });
  const { labels } = signUpTexts;

  return (
    <Dialog open onOpenChange={(open) => !open && close()} title={signUpTexts.title} description={signUpTexts.description}>
      <AccountForm {...form.formProps} aria-label={signUpTexts.formLabel}>
        <FieldPair>
          <TextField label={labels.firstName} autoComplete="given-name" required {...form.field('firstName')} />
          <TextField label={labels.lastName} autoComplete="family-name" required {...form.field('lastName')} />
        </FieldPair>
        <TextField label={labels.username} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.field('username')} />
        <TextField label={labels.email} type="email" autoComplete="email" spellCheck={false} required {...form.field('email')} />
        <TextField label={labels.password} type="password" autoComplete="new-password" required {...form.field('password')} />
        <TextField label={labels.confirmPassword} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        <SelectField label={labels.examType} options={examTypeCodeOptions} {...form.field('examType')} />
        <Button type="submit" $fullWidth disabled={form.isSubmitting}>
          {form.isSubmitting ? signUpTexts.pending : signUpTexts.submit}
        </Button>
        <SwitchLine>
          {signUpTexts.switchPrompt}{' '}
          <SwitchButton type="button" onClick={openSignIn}>
            {signUpTexts.switchAction}
          </SwitchButton>
        </SwitchLine>
      </AccountForm>
    </Dialog>
  );
}
