/** @jest-environment node */
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import { cookieFrom, createToken, readToken } from '@/lib/server/auth/signed-token';
import { lookupCookie, provenIds } from '@/lib/server/auth/lookup-session';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('비밀번호1234');
    const second = await hashPassword('비밀번호1234');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('비밀번호1234', first)).toBe(true);
    expect(await verifyPassword('비밀번호1235', first)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('signed tokens', () => {
  it('round-trips claims until they expire', () => {
    const token = createToken('lookup:inquiry', { email: 'a@b.co' }, 1000, 5_000);
    expect(readToken('lookup:inquiry', token, 5_500)).toMatchObject({ email: 'a@b.co' });
    expect(readToken('lookup:inquiry', token, 6_001)).toBeNull();
  });

  it('refuses anything tampered with', () => {
    const token = createToken('lookup:inquiry', { ids: [1] }, 60_000);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ids: [1, 2, 3], use: 'lookup:inquiry', exp: Date.now() + 60_000 })).toString('base64url');
    expect(readToken('lookup:inquiry', `${forged}.${signature}`)).toBeNull();
    expect(readToken('lookup:inquiry', `${payload}.${signature!.slice(1)}`)).toBeNull();
    expect(readToken('lookup:inquiry', 'garbage')).toBeNull();
    expect(readToken('lookup:inquiry', undefined)).toBeNull();
  });

  it('proves only what it was made for: no kind of token passes for another', () => {
    const purposes = ['lookup:inquiry', 'lookup:application'] as const;
    for (const made of purposes) {
      const token = createToken(made, { ids: [1] }, 60_000);
      for (const asked of purposes) expect(readToken(asked, token) !== null).toBe(made === asked);
    }
  });

  it('reads a cookie by name from the Cookie header', () => {
    const request = new Request('http://x/', { headers: { cookie: 'a=1; lp_qna=abc.def; b=2' } });
    expect(cookieFrom(request, 'lp_qna')).toBe('abc.def');
    expect(cookieFrom(request, 'missing')).toBeUndefined();
    // A broken %-escape is no value, not an exception (a 500).
    expect(cookieFrom(new Request('http://x/', { headers: { cookie: 'lp_qna=%; lp_apply=%E0%A4' } }), 'lp_qna')).toBeUndefined();
    expect(cookieFrom(new Request('http://x/', { headers: { cookie: 'lp_apply=%E0%A4' } }), 'lp_apply')).toBeUndefined();
  });
});

describe('lookup cookies', () => {
  it('name the proven records of one kind only, Secure on https', () => {
    const https = new Request('https://www.example.com/api/inquiry/retrieve/');
    const header = lookupCookie('inquiry', 'a@b.co', [4, 9], https);
    expect(header).toMatch(/; Secure$/);
    const cookie = header.split(';')[0]!;
    const request = new Request('https://www.example.com/api/inquiry/4', { headers: { cookie } });
    expect(provenIds('inquiry', request)).toEqual([4, 9]);
    expect(provenIds('application', request)).toEqual([]);
    // The application cookie's value under the inquiry cookie's name proves nothing.
    const application = lookupCookie('application', 'a@b.co', [4], https).split(';')[0]!.replace(/^lp_apply=/, 'lp_qna=');
    expect(provenIds('inquiry', new Request('https://www.example.com/api/inquiry/4', { headers: { cookie: application } }))).toEqual([]);
  });
});
