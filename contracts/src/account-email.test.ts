import { accountEmailMessages, emailVerificationSchema, passwordResetFormSchema, passwordResetSchema } from './account-email';
import { signupSchema } from './auth';

const token = 'q3Hn8xW0bT5vYc2LkR7mPz9sUe4Ad6Fg1Jo_Ni-KhVw';

describe('passwordResetSchema', () => {
  it('takes the token and a new password typed twice', () => {
    expect(passwordResetSchema.parse({ token, password: 'a new password', confirmPassword: 'a new password' })).toEqual({
      token,
      password: 'a new password',
      confirmPassword: 'a new password',
    });
  });

  it('reports mismatched passwords on confirmPassword, as sign-up does', () => {
    const result = passwordResetSchema.safeParse({ token, password: 'a new password', confirmPassword: 'another one' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirmPassword', "Passwords don't match"]]);
  });

  it("applies sign-up's password rule", () => {
    const password = 'x';
    const signup = signupSchema.shape.password.safeParse(password);
    const reset = passwordResetFormSchema.safeParse({ password, confirmPassword: password });
    expect(reset.error?.issues.map((issue) => issue.message)).toEqual(signup.error?.issues.map((issue) => issue.message));
  });
});

describe('emailVerificationSchema', () => {
  it.each(['', 'short', `${token} `, `${token}#`, 'x'.repeat(129), '\u0000'.repeat(43)])('calls the token %j incomplete', (value) => {
    const result = emailVerificationSchema.safeParse({ token: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([accountEmailMessages.linkIncomplete]);
  });

  it('calls a missing token incomplete', () => {
    expect(emailVerificationSchema.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([accountEmailMessages.linkIncomplete]);
  });
});
