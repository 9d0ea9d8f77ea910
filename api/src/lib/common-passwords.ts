import { dictionary } from '@zxcvbn-ts/language-common';
import { authMessages } from '@nurseprep/contracts';

/**
 * The passwords attackers try first (zxcvbn-ts's list of about 49,000, from leaked password sets), lower-cased.
 * Built on first use, once per process. It stays on the server: the browser never downloads the list.
 */
let commonPasswords: ReadonlySet<string> | null = null;

function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return commonPasswords;
}

/** Whether the password is on the list, in any letter case ("Password1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

/** The message refusing a password a student chose (sign-up, reset), or null when it is not a common one. */
export function commonPasswordError(password: string): string | null {
  return isCommonPassword(password) ? authMessages.commonPassword : null;
}
