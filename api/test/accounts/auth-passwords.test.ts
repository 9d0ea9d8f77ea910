import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const tooCommon = 'This password is too common. Choose one that is harder to guess.';

describe.each(databaseKinds)('student passwords at sign-up on %s', (kind) => {
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

  const signUp = (account: Record<string, string>) => app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });

  it.each(['Password1', 'sunshine', 'QWERTYUIOP'])('refuses the common password %j with 400 under password, and stores no account', async (password) => {
    const account = newAccount({ password, confirmPassword: password });
    const response = await signUp(account);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: tooCommon, fieldErrors: { password: [tooCommon] } });
    expect(response.cookies).toHaveLength(0);
    expect(await app.repositories.users.findTaken(account.username, account.email)).toEqual({ username: false, email: false });
  });

  it('refuses a password of 7 characters and takes one of 8', async () => {
    const short = await signUp(newAccount({ password: 'nurse-7', confirmPassword: 'nurse-7' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password must be at least 8 characters', fieldErrors: { password: ['Password must be at least 8 characters'] } });

    const eight = await signUp(newAccount({ password: 'nurse-78', confirmPassword: 'nurse-78' }));
    expect(eight.statusCode).toBe(201);
  });
});
