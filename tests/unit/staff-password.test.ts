import { ValidationError } from 'yup';
import { staffPasswordProblem } from '@/lib/validation/staff-password';
import { isCommonPassword } from '@/lib/server/auth/common-passwords';
import { ownPasswordSchema, staffAccountSchema, staffPasswordSchema } from '@/lib/validation/staff';

const kim = { email: 'minji.kim@lotteplaza.com', name: 'Kim Minji' };

describe('staffPasswordProblem', () => {
  it.each([
    ['short1!', 'staffPasswordLength'],
    ['LottePlaza2026', 'staffPasswordCommon'],
    ['M@nager-2026!!', 'staffPasswordCommon'],
    // On the lists of common passwords, which the server checks (below): not the schema's.
    ['iloveyou!!!!', null],
    ['minji.kim-2026', 'staffPasswordPersonal'],
    ['my-lotteplaza-key', 'staffPasswordPersonal'],
    ['kimminji-rocks', 'staffPasswordPersonal'],
    ['aaaaaaaaaaaa', 'staffPasswordPattern'],
    ['abababababab', 'staffPasswordPattern'],
    ['123456789012', 'staffPasswordPattern'],
    ['abcdefgh-xyz1', 'staffPasswordPattern'],
    ['zzzz9999qwert', 'staffPasswordPattern'],
    ['correct-horse-battery', null],
    ['a-long-staff-password', null],
    ['kimchi jjigae at noon', null],
    ['Tq3vX9_pLr2mW8', null],
  ])('%s for Kim Minji: %s', (password, expected) => {
    expect(staffPasswordProblem(password, kim)).toBe(expected);
  });

  it('looks at the account only when it is known', () => {
    expect(staffPasswordProblem('minji.kim-2026')).toBeNull();
  });
});

describe('isCommonPassword (the server, with the published lists)', () => {
  it.each([
    ['password1234', true],
    ['Password2026!', true],
    ['P@ssw0rd2026', true],
    ['qwertyuiop123', true],
    ['iloveyou!!!!', true],
    ['1q2w3e4r5t6y', true],
    ['sunshine-2026', true],
    ['correct-horse-battery', false],
    ['kimchi jjigae at noon', false],
    ['Tq3vX9_pLr2mW8', false],
    // Nothing but digits and symbols leaves no word to look up: the schema's patterns judge it.
    ['!!!!????####', false],
  ])('%s: %p', (password, expected) => {
    expect(isCommonPassword(password)).toBe(expected);
  });
});

async function passwordErrors(schema: typeof staffAccountSchema | typeof staffPasswordSchema | typeof ownPasswordSchema, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.filter((item) => item.path === 'password').map((item) => item.message);
  }
}

describe('the staff schemas (the form and the server alike)', () => {
  it("refuse the site's own words for a new account and for a new password", async () => {
    expect(await passwordErrors(staffAccountSchema, { ...kim, role: 'editor', password: 'LottePlaza2026' })).toEqual(['staffPasswordCommon']);
    expect(await passwordErrors(staffPasswordSchema, { password: 'LottePlaza2026' })).toEqual(['staffPasswordCommon']);
  });

  it("refuse the account's own name in its password", async () => {
    expect(await passwordErrors(staffAccountSchema, { ...kim, role: 'editor', password: 'kimminji-rocks' })).toEqual(['staffPasswordPersonal']);
    expect(await passwordErrors(staffPasswordSchema, { ...kim, password: 'kimminji-rocks' })).toEqual(['staffPasswordPersonal']);
  });

  it('say only "required" for an empty password, and take a good one', async () => {
    expect(await passwordErrors(staffPasswordSchema, { password: '' })).toEqual(['required']);
    expect(await passwordErrors(staffAccountSchema, { ...kim, role: 'editor', password: 'correct-horse-battery' })).toEqual([]);
  });

  it('on Your account: the new password differs from the current one, and keeps every rule', async () => {
    expect(await passwordErrors(ownPasswordSchema, { ...kim, current: 'correct-horse-battery', password: 'correct-horse-battery' })).toEqual(['staffPasswordSame']);
    expect(await passwordErrors(ownPasswordSchema, { ...kim, current: 'correct-horse-battery', password: 'kimminji-rocks' })).toEqual(['staffPasswordPersonal']);
    expect(await passwordErrors(ownPasswordSchema, { ...kim, current: 'correct-horse-battery', password: 'staple-river-lantern' })).toEqual([]);
  });
});
