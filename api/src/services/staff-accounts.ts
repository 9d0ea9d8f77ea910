import { z } from 'zod';
import { defaultExamType, signupSchema } from '@nurseprep/contracts';
import { hashPassword } from '../lib/passwords';
import type { UsersRepository } from '../repositories/users-repository';

/** Staff accounts open the marketing dashboard: their passwords get a higher floor than students'. */
export const STAFF_PASSWORD_MINIMUM = 12;

const staffInputSchema = z.object({
  username: signupSchema.shape.username,
  email: signupSchema.shape.email.optional(),
  firstName: signupSchema.shape.firstName.optional(),
  lastName: signupSchema.shape.lastName.optional(),
  password: z
    .string()
    .min(STAFF_PASSWORD_MINIMUM, `Staff passwords must be at least ${STAFF_PASSWORD_MINIMUM} characters`)
    .max(200, 'Password must be at most 200 characters')
    .optional(),
});
export type StaffInput = z.input<typeof staffInputSchema>;

export type StaffResult = { outcome: 'created' | 'promoted'; username: string; passwordChanged: boolean };

/**
 * Makes `username` a staff account: an existing account is promoted (and gets the new password if one is
 * given); otherwise an account is created, which needs an email and a password.
 */
export async function createOrPromoteStaff(users: UsersRepository, input: StaffInput): Promise<StaffResult> {
  const parsed = staffInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { username, email, firstName, lastName, password } = parsed.data;

  const existing = await users.findByUsername(username);
  if (existing) {
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    await users.update(existing.id, { role: 'staff', ...(passwordHash ? { passwordHash } : {}) });
    return { outcome: 'promoted', username: existing.username, passwordChanged: passwordHash !== undefined };
  }
  if (!email) throw new Error(`There is no account "${username}" yet: give --email to create it.`);
  if (!password) throw new Error('A new staff account needs a password (STAFF_PASSWORD or the prompt).');
  const taken = await users.findTaken(username, email);
  if (taken.email) throw new Error(`An account with the email ${email} already exists.`);
  await users.create({
    username,
    email,
    passwordHash: await hashPassword(password),
    firstName: firstName ?? username,
    lastName: lastName ?? 'Staff',
    examType: defaultExamType,
    role: 'staff',
  });
  return { outcome: 'created', username, passwordChanged: true };
}
