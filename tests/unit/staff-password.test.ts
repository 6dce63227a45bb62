import { ValidationError } from 'yup';
import { staffPasswordProblem } from '@/lib/validation/staff-password';
import { staffAccountSchema, staffPasswordSchema } from '@/lib/validation/staff';

const kim = { email: 'minji.kim@lotteplaza.com', name: 'Kim Minji' };

describe('staffPasswordProblem', () => {
  it.each([
    ['short1!', 'staffPasswordLength'],
    ['password1234', 'staffPasswordCommon'],
    ['Password2026!', 'staffPasswordCommon'],
    ['P@ssw0rd2026', 'staffPasswordCommon'],
    ['qwerty123456', 'staffPasswordCommon'],
    ['iloveyou!!!!', 'staffPasswordCommon'],
    ['LottePlaza2026', 'staffPasswordCommon'],
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

async function passwordErrors(schema: typeof staffAccountSchema | typeof staffPasswordSchema, value: object) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.filter((item) => item.path === 'password').map((item) => item.message);
  }
}

describe('the staff schemas (the form and the server alike)', () => {
  it('refuse a common password for a new account and for a new password', async () => {
    expect(await passwordErrors(staffAccountSchema, { ...kim, role: 'editor', password: 'password1234' })).toEqual(['staffPasswordCommon']);
    expect(await passwordErrors(staffPasswordSchema, { password: 'password1234' })).toEqual(['staffPasswordCommon']);
  });

  it("refuse the account's own name in its password", async () => {
    expect(await passwordErrors(staffAccountSchema, { ...kim, role: 'editor', password: 'kimminji-rocks' })).toEqual(['staffPasswordPersonal']);
    expect(await passwordErrors(staffPasswordSchema, { ...kim, password: 'kimminji-rocks' })).toEqual(['staffPasswordPersonal']);
  });

  it('say only "required" for an empty password, and take a good one', async () => {
    expect(await passwordErrors(staffPasswordSchema, { password: '' })).toEqual(['required']);
    expect(await passwordErrors(staffAccountSchema, { ...kim, role: 'editor', password: 'correct-horse-battery' })).toEqual([]);
  });
});
