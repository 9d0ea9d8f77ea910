import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { defaultExamType, examTypeCodes } from './options';

export const roles = ['student', 'staff'] as const;
export type Role = (typeof roles)[number];

/**
 * A password a student chooses (sign-up, and a new one after a reset). The server also refuses the common
 * passwords attackers try first; that list stays on the server.
 */
export const newPasswordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');

/** Every form that sets a password asks for it twice: the second copy must match (shown on confirmPassword). */
export const passwordsMatch = (values: { password: string; confirmPassword: string }) => values.password === values.confirmPassword;
export const passwordsMatchIssue = { message: "Passwords don't match", path: ['confirmPassword'] };

/** The sign-up dialog's fields and messages, POST /api/auth/signup. */
export const signupSchema = z
  .object({
    username: requiredText('Username must be at least 3 characters', 3, 50, 'Username must be at most 50 characters'),
    email: emailField(),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    firstName: requiredText('First name is required', 1, 100, 'First name must be at most 100 characters'),
    lastName: requiredText('Last name is required', 1, 100, 'Last name must be at most 100 characters'),
    examType: z.enum(examTypeCodes, { error: 'Please select an exam type' }).default(defaultExamType),
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type Signup = z.infer<typeof signupSchema>;
export type SignupFormValues = z.input<typeof signupSchema>;

/** POST /api/auth/login: the username or the email, and the password. */
export const loginSchema = z.object({
  username: requiredText('Please enter your username or email', 1, 255, 'Username must be at most 255 characters'),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200, 'Password must be at most 200 characters'),
});
export type Login = z.infer<typeof loginSchema>;

/** A signed-in user as the API shows it (sign-up, sign-in, current user), never the password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  examType: z.string(),
  role: z.enum(roles),
  /** Whether the person followed the verification link mailed to `email` (a reset link needs it). */
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/user: 200 with the signed-in user, or 200 with null for a visitor (never 401). */
export const currentUserSchema = publicUserSchema.nullable();
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authMessages = {
  notSignedIn: 'Not signed in',
  staffOnly: 'Staff only',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
} as const;

/** How long until the next sign-in to an account may be tried, in words: "8 seconds", "2 minutes". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 of a sign-in while its account name is locked after repeated wrong passwords. */
export function signInLockedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-ins for this account. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
