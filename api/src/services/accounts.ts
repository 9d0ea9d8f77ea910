import { authMessages, type Login, type Signup } from '@nurseprep/contracts';
import { postgresErrorOf, UNIQUE_VIOLATION } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../lib/passwords';
import type { UsersRepository } from '../repositories/users-repository';

function takenError(taken: { username: boolean; email: boolean }): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  if (taken.username) fieldErrors.username = [authMessages.usernameTaken];
  if (taken.email) fieldErrors.email = [authMessages.emailTaken];
  return new HttpError(409, taken.username ? authMessages.usernameTaken : authMessages.emailTaken, fieldErrors);
}

/** Creates a student account; a taken username or email (checked, or lost in a race) is a 409. */
export async function signUp(users: UsersRepository, input: Signup) {
  const taken = await users.findTaken(input.username, input.email);
  if (taken.username || taken.email) throw takenError(taken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await users.create({
      username: input.username,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      examType: input.examType,
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

/** The user with these credentials; the same 401 whether the username or the password is wrong. */
export async function signIn(users: UsersRepository, input: Login) {
  const candidates = await users.findForLogin(input.username);
  if (candidates.length === 0) await verifyAgainstDecoy(input.password);
  // The username's account first; the password decides which account a shared text means.
  for (const user of candidates) {
    if (await verifyPassword(user.passwordHash, input.password)) return user;
  }
  throw new HttpError(401, authMessages.invalidCredentials);
}
