import type { PracticeBankSlug } from '../requests/practice-types';

/**
 * What this browser remembers about practice attempts (localStorage; read and written in effects and event
 * handlers only, never during render). A visitor's attempt carries the token the API returned once; a
 * student's attempt has none (the session cookie is enough).
 */
export interface StoredAttempt {
  id: string;
  bank: PracticeBankSlug;
  token?: string;
  createdAt: string;
}

export const STORED_ATTEMPTS_KEY = 'nurseprep.practice.attempts';
const SEEN_KEY_PREFIX = 'nurseprep.practice.seen.';
/** The API accepts at most this many excluded question ids. */
export const MAX_EXCLUDED = 2000;
const MAX_STORED_ATTEMPTS = 50;

function readJson<T>(key: string, fallback: T): T {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the attempt still lives on the server for this page view.
  }
}

export function storedAttempts(): StoredAttempt[] {
  const value = readJson<unknown>(STORED_ATTEMPTS_KEY, []);
  return Array.isArray(value) ? (value as StoredAttempt[]).filter((entry) => typeof entry?.id === 'string') : [];
}

export function rememberAttempt(attempt: StoredAttempt): void {
  const others = storedAttempts().filter((entry) => entry.id !== attempt.id);
  writeJson(STORED_ATTEMPTS_KEY, [attempt, ...others].slice(0, MAX_STORED_ATTEMPTS));
}

export function forgetAttempt(id: string): void {
  writeJson(
    STORED_ATTEMPTS_KEY,
    storedAttempts().filter((entry) => entry.id !== id),
  );
}

/** The token of a visitor's attempt (sent as X-Practice-Token), if this browser holds one. */
export function tokenOf(attemptId: string): string | undefined {
  return storedAttempts().find((entry) => entry.id === attemptId)?.token;
}

/** After a claim the attempts belong to the account: the tokens are no longer needed. */
export function dropTokens(ids: readonly string[]): void {
  writeJson(
    STORED_ATTEMPTS_KEY,
    storedAttempts().map(({ token, ...entry }) => (ids.includes(entry.id) ? entry : { ...entry, token })),
  );
}

/** The newest attempt of a bank this browser started (to offer a resume). */
export function latestAttemptOf(bank: PracticeBankSlug): StoredAttempt | undefined {
  return storedAttempts().find((entry) => entry.bank === bank);
}

/** Question ids this visitor has already seen in a bank, newest last (sent as `exclude`). */
export function seenQuestions(bank: PracticeBankSlug): string[] {
  const value = readJson<unknown>(SEEN_KEY_PREFIX + bank, []);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export function rememberSeen(bank: PracticeBankSlug, ids: readonly string[]): void {
  const seen = seenQuestions(bank).filter((id) => !ids.includes(id));
  writeJson(SEEN_KEY_PREFIX + bank, [...seen, ...ids].slice(-MAX_EXCLUDED));
}

/** When every question has been seen the API starts over; so does this list. */
export function forgetSeen(bank: PracticeBankSlug): void {
  writeJson(SEEN_KEY_PREFIX + bank, []);
}
