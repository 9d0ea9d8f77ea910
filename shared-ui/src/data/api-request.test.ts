import { ApiError } from './api-error';
import { apiRequest, errorMessageOf, statusOf } from './api-request';
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

  it('throws an ApiError with the status and the parsed body for a non-OK response', async () => {
    fetchMock.mockResolvedValue(fakeResponse(409, '{"message":"Username already exists"}'));
    const error = await apiRequest('POST', '/api/auth/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body: { message: 'Username already exists' } });
  });

  it('throws the status text as the body when the body is empty', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '', 'Bad Gateway'));
    await expect(apiRequest('GET', '/api/exam-types')).rejects.toMatchObject({ status: 502, body: 'Bad Gateway' });
  });

  it("lets fetch's own error through when the request gets no answer", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('GET', '/api/exam-types').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(statusOf(error)).toBeUndefined();
  });
});

describe('errorMessageOf', () => {
  it.each([
    [new ApiError(409, { message: 'Email already exists' }), 'Email already exists'],
    [new ApiError(502, 'Bad Gateway'), 'Bad Gateway'],
    [new ApiError(500, {}), undefined],
    [new Error('Failed to fetch'), 'Failed to fetch'],
    ['not an error', undefined],
    [new Error(''), undefined],
  ])('reads %p as %p', (error, message) => {
    expect(errorMessageOf(error)).toBe(message);
  });
});
