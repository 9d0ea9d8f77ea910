import { z } from 'zod';
import { defaultExamType, signupSchema } from '@nurseprep/contracts';
import { hashPassword } from '../lib/passwords';
import type { UsersRepository } from './users-repository';

/** Staff accounts open the marketing dashboard: their passwords get a higher floor than students'. */
export const STAFF_PASSWORD_MINIMUM = 12;

const staffInputSchema = z.object({
  username: signupSchema.shape.username,
  email: signupSchema.shape.email.optional(),
  firstName: signupSchema.shape.firstName.optional(),
  lastName: signupSchema.shape.lastName.optional(),
  password: z
    .string({ error: `Staff accounts need a new password of at least ${STAFF_PASSWORD_MINIMUM} characters` })
    .min(STAFF_PASSWORD_MINIMUM, `Staff passwords must be at least ${STAFF_PASSWORD_MINIMUM} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type StaffInput = z.input<typeof staffInputSchema>;

export type StaffResult = { outcome: 'created' | 'promoted'; username: string };

/**
 * Makes `username` a staff account with a new password: an existing account is promoted, otherwise one is
 * created (which needs an email). A password someone chose as a student never guards the dashboard, and
 * the account's sessions end (users.update), so it is used from a fresh sign-in. The person running the
 * command vouches for the address: it counts as verified.
 */
export async function createOrPromoteStaff(users: UsersRepository, input: StaffInput, now = new Date()): Promise<StaffResult> {
  const parsed = staffInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { username, email, firstName, lastName, password } = parsed.data;

  const existing = await users.findByUsername(username);
  if (existing) {
    await users.update(existing.id, { role: 'staff', passwordHash: await hashPassword(password), emailVerifiedAt: existing.emailVerifiedAt ?? now });
    return { outcome: 'promoted', username: existing.username };
  }
  if (!email) throw new Error(`There is no account "${username}" yet: give --email to create it.`);
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
    emailVerifiedAt: now,
  });
  return { outcome: 'created', username };
}

/** Makes a staff account a student again; its sessions end (users.update), so the dashboard closes at once. */
export async function demoteStaff(users: UsersRepository, username: string): Promise<{ username: string }> {
  const existing = await users.findByUsername(username);
  if (!existing) throw new Error(`There is no account "${username}".`);
  if (existing.role !== 'staff') throw new Error(`${existing.username} is not staff.`);
  await users.update(existing.id, { role: 'student' });
  return { username: existing.username };
}
