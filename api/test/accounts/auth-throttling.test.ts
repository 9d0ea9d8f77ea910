import type { FastifyInstance } from 'fastify';
import { createLoginThrottlesRepository, loginThrottleKey } from '../../src/accounts/login-throttles-repository';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStudent, type TestDatabase } from '../helpers/test-app';

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe.each(databaseKinds)('sign-in throttling per account on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const signIn = (username: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('answers 401 to five wrong passwords and a sixth, then 429 with Retry-After without checking the password, even the right one', async () => {
    const { account } = await signUpStudent(app);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) statuses.push((await signIn(account.username, `wrong guess ${attempt}`)).statusCode);
    const locked = await signIn(account.username, account.password);

    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json()).toEqual({ message: 'Too many failed sign-ins for this account. Please try again in 1 second.' });
    expect(locked.cookies).toHaveLength(0);
  });

  it('locks the name however it is typed, and the email of the same account is a name of its own', async () => {
    const { account } = await signUpStudent(app);
    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(account.username.toUpperCase(), `wrong guess ${attempt}`);

    expect((await signIn(account.username, account.password)).statusCode).toBe(429);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('throttles a name no account has the same way, so the answers do not tell which names exist', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) statuses.push((await signIn('nobody-by-this-name', `guess ${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('leaves other accounts alone while one is locked', async () => {
    const locked = await signUpStudent(app);
    const other = await signUpStudent(app);
    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(locked.account.username, `wrong guess ${attempt}`);

    expect((await signIn(locked.account.username, locked.account.password)).statusCode).toBe(429);
    expect((await signIn(other.account.username, other.account.password)).statusCode).toBe(200);
  });

  it('lets the right password in once the lock is over, which gives the account its free failures back', async () => {
    const { account } = await signUpStudent(app);
    for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(account.username, `wrong guess ${attempt}`);
    await wait(1100);

    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) statuses.push((await signIn(account.username, `wrong again ${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('deletes throttles forgotten for a day at start-up, and keeps recent ones', async () => {
    const throttles = createLoginThrottlesRepository(database.db);
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await throttles.recordFailure(loginThrottleKey('forgotten-at-start-up'), dayAndMinuteAgo);
    for (let attempt = 0; attempt < 8; attempt += 1) await throttles.recordFailure(loginThrottleKey('locked-at-start-up'));

    const restarted = await buildTestApp(database);
    await restarted.ready();
    await restarted.close();

    // Its count survived the restart: one more failure makes it the ninth.
    expect((await throttles.recordFailure(loginThrottleKey('locked-at-start-up'))).failures).toBe(9);
    // The forgotten one was deleted by the start-up: nothing is left to delete now.
    expect(await throttles.deleteStale()).toBe(0);
  });
});
