import { fakeResponse } from '../testing/fake-response';
import { ApiError } from '../data/api-error';
import { postForm, submissionFailureOf } from './submission-error';

describe('postForm', () => {
  it('posts JSON with cookies and resolves on 2xx', async () => {
    const fetchMock = jest.fn(async () => fakeResponse(201, '{"id":1}'));
    global.fetch = fetchMock as unknown as typeof fetch;
    await postForm('/api/service-requests', { name: 'Ada' });
    expect(fetchMock).toHaveBeenCalledWith('/api/service-requests', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
    });
  });

  it('throws the status, body and Retry-After of a refusal', async () => {
    const response = { ...fakeResponse(429, '{"message":"Too many requests"}'), headers: new Headers({ 'Retry-After': '30' }) } as Response;
    global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
    const error = await postForm('/api/x', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body: { message: 'Too many requests' }, retryAfterSeconds: 30 });
  });

  it('throws status 0 when the server cannot be reached', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(postForm('/api/x', {})).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});

describe('submissionFailureOf', () => {
  it('turns 429 into whole minutes to wait (one minute without a header)', () => {
    expect(submissionFailureOf(new ApiError(429, '', 61))).toEqual({ kind: 'rate-limited', minutes: 2 });
    expect(submissionFailureOf(new ApiError(429, ''))).toEqual({ kind: 'rate-limited', minutes: 1 });
  });

  it("keeps a 4xx's message and the first message of each field", () => {
    const body = { message: 'Invalid', fieldErrors: { name: ['Too short', 'Other'] } };
    expect(submissionFailureOf(new ApiError(400, body))).toEqual({ kind: 'rejected', message: 'Invalid', fieldErrors: { name: 'Too short' } });
    expect(submissionFailureOf(new ApiError(403, 'Forbidden'))).toEqual({ kind: 'rejected', message: 'Forbidden', fieldErrors: {} });
  });

  it('treats 5xx, network failures and anything else as unavailable', () => {
    expect(submissionFailureOf(new ApiError(500, 'Internal Server Error'))).toEqual({ kind: 'unavailable' });
    expect(submissionFailureOf(new ApiError(0, undefined))).toEqual({ kind: 'unavailable' });
    expect(submissionFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'unavailable' });
    expect(submissionFailureOf('boom')).toEqual({ kind: 'unavailable' });
  });
});
