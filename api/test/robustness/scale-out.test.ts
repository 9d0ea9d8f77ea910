import { newAccount, openTestDatabase, type TestDatabase } from '../helpers/test-app';
import { startServer, type ServerProcess } from './server-process';

// Two real servers starting together on one database (one migrates while the other waits).
jest.setTimeout(180_000);

/** The `name=value` part of the session cookie a fetch response sets. */
function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('nurseprep_session='));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(';')[0]!;
}

describe('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    [first, second] = await Promise.all([
      startServer(3760, { DATABASE_URL: database.url! }),
      startServer(3761, { DATABASE_URL: database.url! }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('share sessions: signed up on one, signed in on the other; signed out on the other, signed out on the first', async () => {
    const account = newAccount();
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);
    const cookie = sessionCookie(signup);

    const onSecond = await fetch(`${second.url}/api/auth/user`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toMatchObject({ username: account.username, email: account.email, role: 'student' });

    const logout = await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);

    const onFirst = await fetch(`${first.url}/api/auth/user`, { headers: { cookie } });
    expect(onFirst.status).toBe(200);
    expect(await onFirst.json()).toBeNull();
  });

  it('share accounts: signed in on the second with the password set on the first', async () => {
    const account = newAccount();
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);

    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const onFirst = await fetch(`${first.url}/api/auth/user`, { headers: { cookie: sessionCookie(login) } });
    expect(onFirst.status).toBe(200);
    expect(await onFirst.json()).toMatchObject({ username: account.username });
  });
});
