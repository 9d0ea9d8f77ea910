import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, repositoryRoot, type AppConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../../src/db/client';
import { loadContent } from '../../src/seed/load-content';
// The process-wide watchers of each app's default metrics stop with the test file (see the module).
import './default-metrics';
// In-memory PGlite databases start from a cluster initdb made once (see the module).
import './pglite-cluster';

// Starting PGlite takes 1-3 s on an idle machine and several times that on a busy one.
jest.setTimeout(60_000);

/** Every API test file runs its cases on both databases. */
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The small, valid practice question bank the API tests use (the real one is checked by test/practice/question-content.test.ts). */
export const fixtureQuestionsDir = path.join(repositoryRoot, 'api', 'test', 'fixtures', 'questions');

/** The small, valid flashcard decks the API tests use (the real ones are checked by test/flashcards/deck-content.test.ts). */
export const fixtureFlashcardsDir = path.join(repositoryRoot, 'api', 'test', 'fixtures', 'flashcards');
/** One case study and a few stand-alone NGN items (a trend item and a bowtie among them). */
export const fixtureNgnDir = path.join(repositoryRoot, 'api', 'test', 'fixtures', 'ngn');

/** Where this test process's .eml files go (never the repository's data folder). */
export const testMailDir = path.join(tmpdir(), `nurseprep-test-mail-${process.pid}`);

/**
 * Test configuration: in-memory PGlite, limits high enough not to interfere, overridable per test. The mail
 * sender is off (tests read queued mails with mailsTo before a sender could erase a secret link); tests of
 * sending turn it on with MAIL_SENDER: 'on'.
 */
export function testConfig(environment: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_FORMS_PER_MINUTE: '100000',
    RATE_LIMIT_STAFF_PER_MINUTE: '100000',
    RATE_LIMIT_PRACTICE_STARTS_PER_10_MINUTES: '100000',
    RATE_LIMIT_PRACTICE_ANSWERS_PER_10_MINUTES: '100000',
    RATE_LIMIT_FLASHCARD_REVIEWS_PER_10_MINUTES: '100000',
    QUESTIONS_DIR: fixtureQuestionsDir,
    FLASHCARDS_DIR: fixtureFlashcardsDir,
    NGN_DIR: fixtureNgnDir,
    LOG_LEVEL: 'warn',
    MAIL_DIR: testMailDir,
    MAIL_SENDER: 'off',
    ...environment,
  });
}

export interface TestDatabase extends DatabaseHandle {
  /** Set for postgres: the URL of this file's own database. */
  url?: string;
}

/**
 * A fresh database of the given kind, migrated and loaded with the content files: in-memory PGlite, or a
 * uniquely named PostgreSQL database created from TEST_DATABASE_URL and dropped again by close().
 */
export async function openTestDatabase(kind: DatabaseKind, config: AppConfig = testConfig()): Promise<TestDatabase> {
  const prepare = (db: DatabaseHandle['db']) => loadContent(db, config.contentDir);
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', prepare });

  const name = `nurseprep_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', prepare });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * One database of each kind for all the describe blocks of a test file that share it: opened when first asked
 * for, closed after the file's last test. For blocks whose tests need no empty database (each makes its own
 * accounts and rows); the blocks close the apps they build on it.
 */
export function databasePerFile(): (kind: DatabaseKind) => Promise<TestDatabase> {
  const opened = new Map<DatabaseKind, Promise<TestDatabase>>();
  afterAll(async () => {
    // One that failed to open failed the blocks that asked for it already.
    for (const database of opened.values()) await database.then((open) => open.close(), () => undefined);
  });
  return (kind) => {
    let database = opened.get(kind);
    if (!database) {
      database = openTestDatabase(kind);
      opened.set(kind, database);
    }
    return database;
  };
}

export function buildTestApp(database: DatabaseHandle, environment: Record<string, string> = {}): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(environment), database });
}

/** The `name=value` of the session cookie a response sets (`__Host-nurseprep_session` when Secure), for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'nurseprep_session' || candidate.name === '__Host-nurseprep_session');
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode})`);
  return `${cookie.name}=${cookie.value}`;
}

let accountNumber = 0;
/** A sign-up payload with a username and email no other test in this process uses. */
export function newAccount(overrides: Record<string, string> = {}) {
  accountNumber += 1;
  const tag = `${process.pid}${accountNumber}${randomBytes(2).toString('hex')}`;
  return {
    username: `student${tag}`,
    email: `student${tag}@example.com`,
    password: 'correct horse',
    confirmPassword: 'correct horse',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
}

/** Signs up a new account and returns its cookie and user id. */
export async function signUpStudent(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { account, cookie: sessionCookieOf(response), id: (response.json() as { id: number }).id };
}

/**
 * Signs up an account and makes it staff, as `npm run staff` would (address verified, sessions ended), then
 * signs in again: the cookie returned is the staff session's.
 */
export async function signUpStaff(app: FastifyInstance) {
  const student = await signUpStudent(app);
  await app.repositories.users.update(student.id, { role: 'staff', emailVerifiedAt: new Date() });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: student.account.username, password: student.account.password } });
  if (login.statusCode !== 200) throw new Error(`sign-in as staff failed: ${login.statusCode} ${login.body}`);
  return { ...student, cookie: sessionCookieOf(login) };
}
