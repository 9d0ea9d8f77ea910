import { signInLockedMessage, signupSchema } from './auth';

const valid = {
  username: 'nurse_ada',
  email: 'ada@example.com',
  password: 'secret-pass-1',
  confirmPassword: 'secret-pass-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('signupSchema', () => {
  it('defaults the exam type to TEAS', () => {
    expect(signupSchema.parse(valid).examType).toBe('TEAS');
  });

  it('reports mismatched passwords on confirmPassword', () => {
    const result = signupSchema.safeParse({ ...valid, confirmPassword: 'other-pass-1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
  });

  it('refuses a password of 7 characters and takes one of 8', () => {
    const sevenCharacters = signupSchema.safeParse({ ...valid, password: 'abcdefg', confirmPassword: 'abcdefg' });
    expect(sevenCharacters.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['password', 'Password must be at least 8 characters']]);
    expect(signupSchema.safeParse({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
  });

  it('gives the validation messages for short or empty fields', () => {
    const result = signupSchema.safeParse({ username: 'ab', email: 'nope', password: '123', confirmPassword: '123', firstName: ' ', lastName: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'First name is required',
      'Last name is required',
    ]);
  });
});

describe('signInLockedMessage', () => {
  it.each([
    [1, '1 second'],
    [8, '8 seconds'],
    [59, '59 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('says when to try again after %i s: in %s', (seconds, words) => {
    expect(signInLockedMessage(seconds)).toBe(`Too many failed sign-ins for this account. Please try again in ${words}.`);
  });
});
