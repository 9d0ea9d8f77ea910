import { serverFieldErrorsOf, serverMessageOf } from './server-error';

const conflict = new Error(
  '409: {"message":"Username is already taken","fieldErrors":{"username":["Username is already taken"],"email":["An account with this email already exists"]}}',
);

describe('serverMessageOf', () => {
  it("gives the server's message for a refused request", () => {
    expect(serverMessageOf(conflict)).toBe('Username is already taken');
    expect(serverMessageOf(new Error('401: {"message":"Invalid username or password"}'))).toBe('Invalid username or password');
  });

  it('gives nothing when the request never reached the server', () => {
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  it('gives nothing for a server failure, whose text is not meant for people', () => {
    expect(serverMessageOf(new Error('500: {"message":"Internal Server Error"}'))).toBeUndefined();
    expect(serverMessageOf(new Error('502: Bad Gateway'))).toBeUndefined();
  });
});

describe('serverFieldErrorsOf', () => {
  it('gives the first message of each field', () => {
    expect(serverFieldErrorsOf(conflict)).toEqual({
      username: 'Username is already taken',
      email: 'An account with this email already exists',
    });
  });

  it('gives no field errors for an answer without them, or that is not JSON', () => {
    expect(serverFieldErrorsOf(new Error('401: {"message":"Invalid username or password"}'))).toEqual({});
    expect(serverFieldErrorsOf(new Error('429: Too Many Requests'))).toEqual({});
    expect(serverFieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
  });
});
