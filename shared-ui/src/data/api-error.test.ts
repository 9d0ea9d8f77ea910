import { fakeResponse } from '../testing/fake-response';
import { ApiError, apiErrorOf, parseRetryAfter } from './api-error';

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('42')).toBe(42);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:27:00 GMT'))).toBe(90);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('apiErrorOf', () => {
  it("keeps the status, the parsed JSON body and Retry-After of an answer", async () => {
    const response = { ...fakeResponse(429, '{"message":"Too many requests"}'), headers: new Headers({ 'Retry-After': '30' }) } as Response;
    const error = await apiErrorOf(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body: { message: 'Too many requests' }, retryAfterSeconds: 30 });
    expect(error.message).toBe('429: {"message":"Too many requests"}');
  });

  it('keeps a body that is not JSON as its text, and the status text of an empty one', async () => {
    expect((await apiErrorOf(fakeResponse(502, '<html>Bad gateway</html>'))).body).toBe('<html>Bad gateway</html>');
    expect((await apiErrorOf(fakeResponse(502, '', 'Bad Gateway'))).body).toBe('Bad Gateway');
  });
});

describe('ApiError', () => {
  const conflict = new ApiError(409, {
    message: 'Username is already taken',
    fieldErrors: { username: ['Username is already taken', 'Second'], email: ['An account with this email already exists'] },
  });

  it("reads the server's sentence: message, else the error of a send answer", () => {
    expect(conflict.serverMessage).toBe('Username is already taken');
    expect(new ApiError(502, { success: false, error: 'WhatsApp is not configured' }).serverMessage).toBe('WhatsApp is not configured');
    expect(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'body must be object' }).serverMessage).toBe('body must be object');
    expect(new ApiError(502, 'Bad Gateway').serverMessage).toBeUndefined();
  });

  it('reads the first message of each field, and none from other bodies', () => {
    expect(conflict.fieldErrors).toEqual({ username: 'Username is already taken', email: 'An account with this email already exists' });
    expect(new ApiError(401, { message: 'Invalid username or password' }).fieldErrors).toEqual({});
    expect(new ApiError(429, 'Too Many Requests').fieldErrors).toEqual({});
  });

  it('tells a refusal (4xx) from a failure', () => {
    expect(conflict.isRefusal).toBe(true);
    expect(new ApiError(500, { message: 'Internal Server Error' }).isRefusal).toBe(false);
    expect(new ApiError(0, undefined).isRefusal).toBe(false);
  });
});
