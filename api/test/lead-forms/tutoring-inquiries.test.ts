import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('POST /api/tutoring-inquiries on %s', (kind) => {
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

  const leadsByEmail = async (email: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/marketing/leads?pageSize=100', headers: { cookie: staffCookie } });
    return (response.json() as { items: { email: string }[] }).items.filter((lead) => lead.email === email);
  };

  it('stores the inquiry (contacted false), answers 201 { id } and makes a new lead with the exam type the subject names', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: '  Grace Hopper ', email: 'grace@example.com', subject: 'HESI A2 Exam', message: 'I sit the HESI in May.' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number) });
    const inquiries = await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries', headers: { cookie: staffCookie } });
    expect(inquiries.json().items[0]).toEqual({
      id: response.json().id,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'HESI A2 Exam',
      message: 'I sit the HESI in May.',
      source: 'tutoring',
      contacted: false,
      createdAt: expect.any(String),
    });
    expect(await leadsByEmail('grace@example.com')).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', status: 'new', examType: 'HESI', source: 'tutoring-inquiry' }),
    ]);
  });

  it('records a contact-form message as source contact, with a contact-form lead, so staff can tell them apart', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Study Materials', message: 'Do you have a TEAS guide?', source: 'contact' },
    });
    expect(response.statusCode).toBe(201);
    const inquiries = await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries?pageSize=100', headers: { cookie: staffCookie } });
    expect(inquiries.json().items).toContainEqual(expect.objectContaining({ id: response.json().id, source: 'contact' }));
    expect(await leadsByEmail('ada@example.com')).toEqual([expect.objectContaining({ source: 'contact-form' })]);
  });

  it('refuses an unknown source with 400 naming it, storing nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Eve Example', email: 'eve@example.com', subject: 'Feedback', message: 'Hello there, team.', source: 'fax' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ source: ['Source must be tutoring or contact'] });
    expect(await leadsByEmail('eve@example.com')).toEqual([]);
  });

  it.each([
    ['TEAS Exam', 'TEAS'],
    ['GRE for Nursing', 'GRE'],
    ['GED Preparation', 'GED'],
    ['ATI Exam', 'ATI'],
    ['Walden University Coursework', 'Coursework'],
    ['General Inquiry', null],
  ])('the subject %s gives the lead exam type %s', async (subject, examType) => {
    const email = `subject-${subject.replace(/\W/g, '').toLowerCase()}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Sam Student', email, subject, message: 'Please tell me more about tutoring.' },
    });
    expect(response.statusCode).toBe(201);
    expect(await leadsByEmail(email)).toEqual([expect.objectContaining({ examType })]);
  });

  it('links a second form to the lead of an email that wrote before, keeping its name and status', async () => {
    const email = 'repeat@example.com';
    await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'First Name', email, subject: 'TEAS Exam', message: 'First message here.' },
    });
    const [lead] = await leadsByEmail(email);
    await app.inject({
      method: 'PATCH',
      url: `/api/marketing/leads/${(lead as unknown as { id: number }).id}`,
      headers: { cookie: staffCookie },
      payload: { status: 'interested' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Second Name', email: 'REPEAT@example.com', subject: 'General Inquiry', message: 'Second message here.' },
    });

    expect(await leadsByEmail(email)).toEqual([
      expect.objectContaining({ name: 'First Name', status: 'interested', examType: 'TEAS' }),
    ]);
  });

  it('answers the validation messages for every field and stores nothing', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries', headers: { cookie: staffCookie } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'A', email: 'nope', subject: '', message: 'short' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name must be at least 2 characters',
      fieldErrors: {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        subject: ['Please select a subject'],
        message: ['Message must be at least 10 characters'],
      },
    });
    const after = await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries', headers: { cookie: staffCookie } });
    expect(after.json().total).toBe(before.json().total);
  });

  it('answers the same messages when the fields are missing', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('refuses a message over 5000 characters with a clear message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Long Writer', email: 'long@example.com', subject: 'Other', message: 'x'.repeat(5001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Message must be at most 5000 characters',
      fieldErrors: { message: ['Message must be at most 5000 characters'] },
    });
  });
});
