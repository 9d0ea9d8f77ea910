import { commonPasswordError, isCommonPassword } from '../../src/lib/common-passwords';

const tooCommon = 'This password is too common. Choose one that is harder to guess.';

describe('common passwords', () => {
  it.each(['password', '12345678', 'iloveyou', 'sunshine', 'football', 'qwertyuiop', 'password1', 'letmein123'])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(commonPasswordError(password)).toBe(tooCommon);
  });

  it('knows them in any letter case', () => {
    expect(commonPasswordError('Password1')).toBe(tooCommon);
    expect(commonPasswordError('SUNSHINE')).toBe(tooCommon);
  });

  it.each(['correct horse', 'secret-pass-1', 'Ward 7 night shift notes'])('lets %j through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(commonPasswordError(password)).toBeNull();
  });
});
