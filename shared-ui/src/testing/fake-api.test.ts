import type { StudyPlan } from '@nurseprep/contracts';
import { installFakeApi } from './fake-api';

const plan: StudyPlan = { exam: 'teas', examDate: '2027-03-01', hoursPerWeek: 6, completed: [], updatedAt: '2026-11-20T10:00:00.000Z' };

const put = (body: unknown) =>
  fetch('/api/study-plans/teas', { method: 'PUT', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('installFakeApi', () => {
  it('gives the handler the request as the contract parses it, and answers with its body', async () => {
    const { received } = installFakeApi({ 'PUT /api/study-plans/:exam': ({ params, body }) => ({ status: 200, body: { ...plan, exam: params.exam, completed: body.completed } }) });
    const response = await put({ examDate: '2027-03-01', hoursPerWeek: 6, completed: ['w1-a'] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...plan, completed: ['w1-a'] });
    expect(received).toEqual([{ name: 'PUT /api/study-plans/:exam', request: expect.objectContaining({ params: { exam: 'teas' }, body: { examDate: '2027-03-01', hoursPerWeek: 6, completed: ['w1-a'] } }) }]);
  });

  it("answers input the contract refuses with the server's 400, without calling the handler", async () => {
    const handler = jest.fn(() => ({ status: 200 as const, body: plan }));
    installFakeApi({ 'PUT /api/study-plans/:exam': handler });
    const response = await put({ examDate: '2027-03-01', hoursPerWeek: 0, completed: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Hours per week must be at least 1', fieldErrors: { hoursPerWeek: ['Hours per week must be at least 1'] } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('fails the request when the fake answers what the contract does not allow', async () => {
    installFakeApi({ 'GET /api/study-plans/:exam': () => ({ status: 200, body: { ...plan, updatedAt: 'yesterday' } }) });
    await expect(fetch('/api/study-plans/teas')).rejects.toThrow('The fake GET /api/study-plans/:exam answered 200 with a body its contract refuses: updatedAt:');
  });

  it('answers 404 for a path without an endpoint or a handler', async () => {
    installFakeApi({});
    expect((await fetch('/api/study-plans/teas')).status).toBe(404);
    expect((await fetch('/api/nowhere')).status).toBe(404);
  });
});
