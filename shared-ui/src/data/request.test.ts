import { fakeResponse } from '../testing/fake-response';
import { ApiError } from './api-error';
import { endpointQuery, endpointUrl, request } from './request';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const plan = { exam: 'teas', examDate: '2027-03-01', hoursPerWeek: 6, completed: ['w1-a'], updatedAt: '2026-11-20T10:00:00.000Z' };

describe('endpointUrl', () => {
  it('fills the path parameters, encoded, and adds the query without empty values', () => {
    expect(endpointUrl('GET /api/flashcards/decks/:id', { params: { id: 'a b/c' } })).toBe('/api/flashcards/decks/a%20b%2Fc');
    expect(endpointUrl('GET /api/flashcards/decks', { query: { exam: 'teas', subject: undefined } })).toBe('/api/flashcards/decks?exam=teas');
    expect(endpointUrl('GET /api/flashcards/due')).toBe('/api/flashcards/due');
  });

  it('refuses a path parameter that is missing', () => {
    expect(() => endpointUrl('GET /api/flashcards/decks/:id', {})).toThrow('GET /api/flashcards/decks/:id: the path parameter id is missing');
  });
});

describe('request', () => {
  it('sends the method, the filled path and the JSON body, and resolves with the answer checked by the contract', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, JSON.stringify(plan)));
    await expect(request('PUT /api/study-plans/:exam', { params: { exam: 'teas' }, body: { examDate: '2027-03-01', hoursPerWeek: 6, completed: ['w1-a'] } })).resolves.toEqual(plan);
    expect(fetchMock).toHaveBeenCalledWith('/api/study-plans/teas', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ examDate: '2027-03-01', hoursPerWeek: 6, completed: ['w1-a'] }),
    });
  });

  it('throws an ApiError for a refusal its contract lists', async () => {
    fetchMock.mockResolvedValue(fakeResponse(404, '{"message":"No study plan for this exam"}'));
    const error = await request('GET /api/study-plans/:exam', { params: { exam: 'teas' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { message: 'No study plan for this exam' } });
  });

  it('fails loudly, outside production, on an answer its contract refuses or a status it does not list', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, JSON.stringify({ ...plan, hoursPerWeek: 'six' })));
    await expect(request('GET /api/study-plans/:exam', { params: { exam: 'teas' } })).rejects.toThrow(
      'GET /api/study-plans/:exam answered 200 with a body its contract refuses: hoursPerWeek:',
    );
    fetchMock.mockResolvedValueOnce(fakeResponse(409, '{"message":"Conflict"}'));
    await expect(request('GET /api/study-plans/:exam', { params: { exam: 'teas' } })).rejects.toThrow('GET /api/study-plans/:exam answered 409, a status its contract does not list');
  });

  it("passes a server failure on as the ApiError it is: no endpoint's answer to check", async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '', 'Bad Gateway'));
    await expect(request('GET /api/flashcards/due')).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });
});

describe('endpointQuery', () => {
  it('keys a query by its URL and fetches it through request', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '[]'));
    const query = endpointQuery('GET /api/flashcards/decks', { query: { exam: 'nclex' } });
    expect(query.queryKey).toEqual(['/api/flashcards/decks?exam=nclex']);
    await expect(query.queryFn()).resolves.toEqual([]);
  });
});
