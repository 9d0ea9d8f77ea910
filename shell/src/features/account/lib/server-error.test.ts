import { ApiError } from '@nurseprep/shared-ui';
import { serverMessageOf } from './server-error';

const conflict = new ApiError(409, {
  message: 'Username is already taken',
  fieldErrors: { username: ['Username is already taken'], email: ['An account with this email already exists'] },
});

describe('serverMessageOf', () => {
  it("gives the server's message for a refused request", () => {
    expect(serverMessageOf(conflict)).toBe('Username is already taken');
    expect(serverMessageOf(new ApiError(401, { message: 'Invalid username or password' }))).toBe('Invalid username or password');
  });

  it('gives nothing when the request never reached the server', () => {
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('gives nothing for a server failure, whose text is not meant for people', () => {
    expect(serverMessageOf(new ApiError(500, { message: 'Internal Server Error' }))).toBeUndefined();
    expect(serverMessageOf(new ApiError(502, 'Bad Gateway'))).toBeUndefined();
  });
});
