import { authMessages, signInLockedMessage, type Login, type Signup } from '@nurseprep/contracts';
import { commonPasswordError } from '../lib/common-passwords';
import { postgresErrorOf, UNIQUE_VIOLATION } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../lib/passwords';
import { loginThrottleKey, type LoginThrottlesRepository } from './login-throttles-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';
import type { Database } from '../db/client';
import type { MailSite } from '../mail/compose';
import { queueVerificationMail } from './email-service';

function takenError(taken: { username: boolean; email: boolean }): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  if (taken.username) fieldErrors.username = [authMessages.usernameTaken];
  if (taken.email) fieldErrors.email = [authMessages.emailTaken];
  return new HttpError(409, taken.username ? authMessages.usernameTaken : authMessages.emailTaken, fieldErrors);
}

/**
 * Creates a student account; a common password is a 400, a taken username or email (checked, or lost in a race) a 409.
 * The account is stored with its verification mail queued, in one transaction.
 */
export async function signUp(db: Database, input: Signup, verification: { site: MailSite; now: Date }) {
  const users = createUsersRepository(db);
  const weakPassword = commonPasswordError(input.password);
  if (weakPassword) throw new HttpError(400, weakPassword, { password: [weakPassword] });
  const taken = await users.findTaken(input.username, input.email);
  if (taken.username || taken.email) throw takenError(taken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (transaction) => {
      const user = await createUsersRepository(transaction).create({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        examType: input.examType,
      });
      await queueVerificationMail(transaction, verification.site, user, verification.now);
      return user;
    });
  } catch (error) {
    const databaseError = postgresErrorOf(error);
    if (databaseError?.code !== UNIQUE_VIOLATION) throw error;
    throw takenError({
      username: databaseError.constraint === 'users_username_unique',
      email: databaseError.constraint !== 'users_username_unique',
    });
  }
}

/**
 * The user with these credentials; the same 401 whether the username or the password is wrong. After repeated
 * wrong passwords for the name typed (an account's or not) it is locked for a while: 429 without checking.
 */
export async function signIn(users: UsersRepository, input: Login, throttles: LoginThrottlesRepository) {
  const throttleKey = loginThrottleKey(input.username);
  const lockedForMs = await throttles.lockedForMs(throttleKey);
  if (lockedForMs > 0) {
    const retryAfterSeconds = Math.ceil(lockedForMs / 1000);
    throw new HttpError(429, signInLockedMessage(retryAfterSeconds), undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
  const candidates = await users.findForLogin(input.username);
  if (candidates.length === 0) await verifyAgainstDecoy(input.password);
  // The username's account first; the password decides which account a shared text means.
  for (const user of candidates) {
    if (!(await verifyPassword(user.passwordHash, input.password))) continue;
    await throttles.clear(throttleKey);
    return user;
  }
  await throttles.recordFailure(throttleKey);
  throw new HttpError(401, authMessages.invalidCredentials);
}
