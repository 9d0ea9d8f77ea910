import { ApiError } from '../data/api-error';
import { installFakeApi } from '../testing/fake-api';
import { request } from '../data/request';
import { submissionFailureOf } from './submission-error';

const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'TEAS Exam', message: 'Please help me prepare for the TEAS.', source: 'tutoring' as const };

describe("a form's submission through request", () => {
  it('posts JSON with cookies and resolves on 2xx', async () => {
    const { fetchMock, received } = installFakeApi({ 'POST /api/tutoring-inquiries': () => ({ status: 201, body: { id: 1 } }) });
    expect(await request('POST /api/tutoring-inquiries', { body: inquiry })).toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/tutoring-inquiries', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(inquiry),
    });
    expect(received.map(({ name }) => name)).toEqual(['POST /api/tutoring-inquiries']);
  });

  it('throws the status, body and Retry-After of a refusal', async () => {
    installFakeApi({
      'POST /api/tutoring-inquiries': () => ({ status: 429, body: { message: 'Too many requests' }, headers: { 'Retry-After': '30' } }),
    });
    const error = await request('POST /api/tutoring-inquiries', { body: inquiry }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body: { message: 'Too many requests' }, retryAfterSeconds: 30 });
  });

  it('throws fetch\'s own error when the server cannot be reached, which the form shows as unavailable', async () => {
    const { fetchMock } = installFakeApi({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await request('POST /api/tutoring-inquiries', { body: inquiry }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TypeError);
    expect(submissionFailureOf(error)).toEqual({ kind: 'unavailable' });
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
