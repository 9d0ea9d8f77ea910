import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';

const inquiry = { name: 'Bad Input', email: 'bad-input@example.com', subject: 'TEAS Exam', message: 'A perfectly fine message.' };

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
    staffCookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const storedInquiries = async () =>
    (await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries', headers: { cookie: staffCookie } })).json().total as number;

  it('answers 400 to malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Unfinished',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400 to an empty JSON body and to a body that is not an object', async () => {
    for (const payload of ['', '[1,2]', '"text"', 'null']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tutoring-inquiries',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it.each([
    ['application/x-www-form-urlencoded', 'name=Form+Post&email=form%40example.com'],
    ['text/plain', JSON.stringify(inquiry)],
    ['text/plain; charset=utf-8', JSON.stringify(inquiry)],
    ['application/xml', '<inquiry><name>Xml Post</name></inquiry>'],
  ])('answers 415 naming the content type to a %s body and stores nothing', async (contentType, payload) => {
    const before = await storedInquiries();
    const response = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', headers: { 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.stringContaining(contentType.split(';')[0] ?? contentType) });
    expect(await storedInquiries()).toBe(before);
  });

  it('answers 413 to a body over 64 KB and stores nothing', async () => {
    const before = await storedInquiries();
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { ...inquiry, message: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await storedInquiries()).toBe(before);
  });

  it('refuses text with a NUL character as a field error, not a 5xx', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: { ...inquiry, message: 'Hello\u0000 there, friend' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Contains a character that is not allowed',
      fieldErrors: { message: ['Contains a character that is not allowed'] },
    });
  });

  it('answers a sign-in with a NUL character with a field error, never a 5xx', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'abc\u0000', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ username: ['Contains a character that is not allowed'] });
  });

  it('refuses a body with a __proto__ key (prototype poisoning) with 400', async () => {
    const account = newAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: `{"__proto__":{"role":"staff"},${JSON.stringify(account).slice(1)}`,
    });
    expect(response.statusCode).toBe(400);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: account.username, password: account.password } });
    expect(login.statusCode).toBe(401);
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/nothing-here' });
  });

  it('answers "Internal Server Error" and nothing more when the database fails', async () => {
    const failing = await buildTestApp(database);
    const original = failing.repositories.tutoringInquiries.create;
    failing.repositories.tutoringInquiries.create = async () => {
      throw Object.assign(new Error('relation "tutoring_inquiries" does not exist'), { code: '42P01' });
    };
    try {
      const response = await failing.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: inquiry });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
    } finally {
      failing.repositories.tutoringInquiries.create = original;
      await failing.close();
    }
  });
});
