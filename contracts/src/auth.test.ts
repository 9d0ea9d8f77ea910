import { signupSchema } from './auth';

const valid = {
  username: 'nurse_ada',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Ada',
  lastName: 'Lovelace',
};

describe('signupSchema', () => {
  it('defaults the exam type to TEAS', () => {
    expect(signupSchema.parse(valid).examType).toBe('TEAS');
  });

  it('reports mismatched passwords on confirmPassword', () => {
    const result = signupSchema.safeParse({ ...valid, confirmPassword: 'other12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
  });

  it('gives the section 5 messages for short or empty fields', () => {
    const result = signupSchema.safeParse({ username: 'ab', email: 'nope', password: '123', confirmPassword: '123', firstName: ' ', lastName: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 6 characters',
      'First name is required',
      'Last name is required',
    ]);
  });
});
