import { apiRequest, errorMessageOf, getJson } from './api-request';
import { fakeResponse } from '../testing/fake-response';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse(201, '{"id":7}'));
    const answer = await apiRequest('POST', '/api/service-requests', { name: 'Ada' });

    expect(fetchMock).toHaveBeenCalledWith('/api/service-requests', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
    });
    expect(await answer.json()).toEqual({ id: 7 });
  });

  it('sends no body and no content type without data', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204, ''));
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', { method: 'POST', credentials: 'include', headers: {}, body: undefined });
  });

  it('throws "<status>: <body text>" for a non-OK response', async () => {
    fetchMock.mockResolvedValue(fakeResponse(409, '{"message":"Username already exists"}'));
    await expect(apiRequest('POST', '/api/auth/signup', {})).rejects.toThrow('409: {"message":"Username already exists"}');
  });

  it('throws "<status>: <status text>" when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '', 'Bad Gateway'));
    await expect(apiRequest('GET', '/api/exam-types')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('reads', () => {
  it('getJson parses the body and throws on 401 like any failure', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(200, '[{"slug":"teas"}]'));
    await expect(getJson('/api/exam-types')).resolves.toEqual([{ slug: 'teas' }]);
    fetchMock.mockResolvedValueOnce(fakeResponse(401, '{"message":"Not signed in"}'));
    await expect(getJson('/api/marketing/stats')).rejects.toThrow('401: {"message":"Not signed in"}');
  });
});

describe('errorMessageOf', () => {
  it.each([
    [new Error('409: {"message":"Email already exists"}'), 'Email already exists'],
    [new Error('502: Bad Gateway'), 'Bad Gateway'],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    ['not an error', undefined],
    [new Error(''), undefined],
  ])('reads %p as %p', (error, message) => {
    expect(errorMessageOf(error)).toBe(message);
  });
});
