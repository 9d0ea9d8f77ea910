import { loginThrottles } from '../../src/db/schema';
import { createLoginThrottlesRepository, loginThrottleKey, type LoginThrottlesRepository } from '../../src/accounts/login-throttles-repository';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const start = new Date('2026-03-02T09:00:00.000Z');
const later = (milliseconds: number) => new Date(start.getTime() + milliseconds);
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

describe('loginThrottleKey', () => {
  it('is the name typed, lower-cased, under login:', () => {
    expect(loginThrottleKey('Nurse_Ada')).toBe('login:nurse_ada');
    expect(loginThrottleKey('Ada@Example.COM')).toBe('login:ada@example.com');
  });

  it('fits the column whatever the name grows to when lower-cased', () => {
    // 'İ' lower-cases to two characters: 255 of them would overflow the 320 characters of the key column.
    expect(loginThrottleKey('İ'.repeat(255)).length).toBe(320);
  });
});

describe.each(databaseKinds)('sign-in throttles on %s', (kind) => {
  let database: TestDatabase;
  let throttles: LoginThrottlesRepository;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    throttles = createLoginThrottlesRepository(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets five failures pass, then locks for 1 s, 2 s, 4 s ... doubling up to 15 minutes', async () => {
    const key = loginThrottleKey('doubling');
    const locks: (number | null)[] = [];
    for (let failure = 1; failure <= 18; failure += 1) {
      const now = later(failure * DAY / 100);
      const { failures, lockedUntil } = await throttles.recordFailure(key, now);
      expect(failures).toBe(failure);
      locks.push(lockedUntil ? (lockedUntil.getTime() - now.getTime()) / SECOND : null);
    }
    expect(locks).toEqual([null, null, null, null, null, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('says how long a locked name must wait, and 0 once the lock is over or for a name never failed', async () => {
    const key = loginThrottleKey('waiting');
    for (let failure = 0; failure < 7; failure += 1) await throttles.recordFailure(key, start);
    expect(await throttles.lockedForMs(key, start)).toBe(2 * SECOND);
    expect(await throttles.lockedForMs(key, later(1500))).toBe(500);
    expect(await throttles.lockedForMs(key, later(2 * SECOND))).toBe(0);
    expect(await throttles.lockedForMs(loginThrottleKey('never-failed'), start)).toBe(0);
  });

  it('starts again from the free failures after a success (clear)', async () => {
    const key = loginThrottleKey('cleared');
    for (let failure = 0; failure < 6; failure += 1) await throttles.recordFailure(key, start);
    await throttles.clear(key);
    expect(await throttles.lockedForMs(key, start)).toBe(0);
    expect(await throttles.recordFailure(key, start)).toEqual({ failures: 1, lockedUntil: null });
  });

  it('forgets failures after a day without one', async () => {
    const key = loginThrottleKey('forgotten');
    for (let failure = 0; failure < 8; failure += 1) await throttles.recordFailure(key, start);
    expect(await throttles.recordFailure(key, later(DAY + SECOND))).toEqual({ failures: 1, lockedUntil: null });
  });

  it('counts every one of many failures arriving at once (as from several instances)', async () => {
    const key = loginThrottleKey('at-once');
    await Promise.all(Array.from({ length: 12 }, () => throttles.recordFailure(key, start)));
    expect(await throttles.recordFailure(key, start)).toEqual({ failures: 13, lockedUntil: later(128 * SECOND) });
  });

  it('deletes the names whose last failure is over a day old, and keeps the others', async () => {
    const stale = loginThrottleKey('stale');
    const recent = loginThrottleKey('recent');
    await throttles.recordFailure(stale, later(-DAY - SECOND));
    await throttles.recordFailure(recent, later(-DAY + SECOND));
    for (let failure = 0; failure < 6; failure += 1) await throttles.recordFailure(recent, later(-DAY + SECOND));

    expect(await throttles.deleteStale(start)).toBe(1);
    const keys = (await database.db.select({ key: loginThrottles.key }).from(loginThrottles)).map((row) => row.key);
    expect(keys).toContain(recent);
    expect(keys).not.toContain(stale);
    expect((await throttles.recordFailure(recent, start)).failures).toBe(8);
  });
});
