import type { FastifyInstance } from 'fastify';
import { createOrPromoteStaff, demoteStaff } from '../../src/accounts/staff-accounts';
import { buildTestApp, databaseKinds, openTestDatabase, sessionCookieOf, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('creating and promoting staff on %s', (kind) => {
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

  it('creates a staff account that can sign in and open the dashboard', async () => {
    const result = await createOrPromoteStaff(app.repositories.users, {
      username: 'head-of-marketing',
      email: 'marketing@example.com',
      firstName: 'Mary',
      lastName: 'Seacole',
      password: 'a long staff password',
    });
    expect(result).toEqual({ outcome: 'created', username: 'head-of-marketing' });

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'head-of-marketing', password: 'a long staff password' } });
    expect(login.json()).toMatchObject({ role: 'staff', firstName: 'Mary', lastName: 'Seacole', emailVerified: true });
    const stats = await app.inject({ method: 'GET', url: '/api/marketing/stats', headers: { cookie: login.headers['set-cookie'] as string } });
    expect(stats.statusCode).toBe(200);
  });

  it('promotes an existing student with a new password, ends the sessions opened before and marks the address verified', async () => {
    const student = await signUpStudent(app);
    const result = await createOrPromoteStaff(app.repositories.users, { username: student.account.username, password: 'the new staff password' });
    expect(result).toEqual({ outcome: 'promoted', username: student.account.username });

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: student.cookie } });
    expect(me.json()).toBeNull();
    const oldPassword = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: student.account.username, password: student.account.password } });
    expect(oldPassword.statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: student.account.username, password: 'the new staff password' } });
    expect(login.json()).toMatchObject({ role: 'staff', emailVerified: true });
  });

  it('refuses to promote without a new password of 12 characters or more', async () => {
    const student = await signUpStudent(app);
    await expect(createOrPromoteStaff(app.repositories.users, { username: student.account.username, password: 'short' })).rejects.toThrow(
      'Staff passwords must be at least 12 characters',
    );
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: student.cookie } });
    expect(me.json()).toMatchObject({ role: 'student' });
  });

  it('demotes staff to student and ends their sessions', async () => {
    const staff = await signUpStaff(app);
    expect(await demoteStaff(app.repositories.users, staff.account.username.toUpperCase())).toEqual({ username: staff.account.username });

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: staff.cookie } });
    expect(me.json()).toBeNull();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: staff.account.username, password: staff.account.password } });
    expect(login.json()).toMatchObject({ role: 'student' });
    const stats = await app.inject({ method: 'GET', url: '/api/marketing/stats', headers: { cookie: sessionCookieOf(login) } });
    expect(stats.statusCode).toBe(403);

    await expect(demoteStaff(app.repositories.users, staff.account.username)).rejects.toThrow(`${staff.account.username} is not staff.`);
    await expect(demoteStaff(app.repositories.users, 'nobody-here')).rejects.toThrow('There is no account "nobody-here".');
  });

  it('refuses a new account without an email, without a password, or with a short password', async () => {
    await expect(createOrPromoteStaff(app.repositories.users, { username: 'nobody-yet', password: 'a long staff password' })).rejects.toThrow(
      'There is no account "nobody-yet" yet: give --email to create it.',
    );
    await expect(createOrPromoteStaff(app.repositories.users, { username: 'nobody-yet', email: 'n@example.com' } as never)).rejects.toThrow(
      'Staff accounts need a new password of at least 12 characters',
    );
    await expect(
      createOrPromoteStaff(app.repositories.users, { username: 'nobody-yet', email: 'n@example.com', password: 'short' }),
    ).rejects.toThrow('Staff passwords must be at least 12 characters');
  });
});
