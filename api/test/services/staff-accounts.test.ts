import type { FastifyInstance } from 'fastify';
import { createOrPromoteStaff } from '../../src/services/staff-accounts';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStudent, type TestDatabase } from '../helpers/test-app';

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
    expect(result).toEqual({ outcome: 'created', username: 'head-of-marketing', passwordChanged: true });

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'head-of-marketing', password: 'a long staff password' } });
    expect(login.json()).toMatchObject({ role: 'staff', firstName: 'Mary', lastName: 'Seacole' });
    const stats = await app.inject({ method: 'GET', url: '/api/marketing/stats', headers: { cookie: login.headers['set-cookie'] as string } });
    expect(stats.statusCode).toBe(200);
  });

  it('promotes an existing student, keeping the password unless a new one is given', async () => {
    const student = await signUpStudent(app);
    const result = await createOrPromoteStaff(app.repositories.users, { username: student.account.username });
    expect(result).toEqual({ outcome: 'promoted', username: student.account.username, passwordChanged: false });

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: student.cookie } });
    expect(me.json().role).toBe('staff');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: student.account.username, password: student.account.password } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a new account without an email, without a password, or with a short password', async () => {
    await expect(createOrPromoteStaff(app.repositories.users, { username: 'nobody-yet', password: 'a long staff password' })).rejects.toThrow(
      'There is no account "nobody-yet" yet: give --email to create it.',
    );
    await expect(createOrPromoteStaff(app.repositories.users, { username: 'nobody-yet', email: 'n@example.com' })).rejects.toThrow(
      'A new staff account needs a password',
    );
    await expect(
      createOrPromoteStaff(app.repositories.users, { username: 'nobody-yet', email: 'n@example.com', password: 'short' }),
    ).rejects.toThrow('Staff passwords must be at least 12 characters');
  });
});
