import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package's const enum cannot be read under isolatedModules. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's minimum parameters: 19 MiB, two passes, one lane (about 10 ms here). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a password nobody has, verified when the username is unknown so that a wrong username
 * takes as long as a wrong password (no account enumeration by timing).
 */
let decoyHash: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);
  return false;
}
