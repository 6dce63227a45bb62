import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { auditLog, staffSessions, staffUsers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http';
import { LIMITS, setLimiterStore } from '@/lib/server/rate-limit';
import { memoryStore } from '@/lib/server/rate-limit/limiters';
import { changeOwnPassword, signIn, signOut, staffFromToken } from '@/lib/server/services/staff-auth';
import { createStaff, listStaff, resetStaffPassword, updateStaff } from '@/lib/server/services/staff-accounts';
import { ensureFirstAdmin, DEFAULT_ADMIN_EMAIL } from '@/lib/server/admin/first-admin';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@/lib/admin/session-rules';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

const PASSWORD = 'a-long-staff-password';
// Every staff password check is a full staff-grade scrypt (about a second here).
jest.setTimeout(60_000);

describe.each(databaseKinds)('staff sign-in and accounts on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  let adminId = 0;
  const actor = () => ({ staffId: adminId, address: '192.0.2.1' });
  /** What each sign-in waited before its password was checked (recorded, never slept). */
  let waits: number[] = [];
  const attempt = (email: string, password: string, address = '192.0.2.10') =>
    signIn({ email, password, address, locale: 'en', wait: async (ms) => void waits.push(ms) });
  const auditOf = async (action: string) => (await database().db.select().from(auditLog).where(eq(auditLog.action, action))).map(({ detail, address }) => ({ detail, address }));

  beforeAll(async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    await ensureFirstAdmin();
    // Printed once, with the random password: that line is the only place it exists.
    expect(info).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${DEFAULT_ADMIN_EMAIL} with the password \\S{16}`)));
    info.mockRestore();
    const [admin] = await database().db.select().from(staffUsers);
    adminId = admin!.id;
    expect(admin).toMatchObject({ role: 'admin', active: true });
    expect(admin!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    await ensureFirstAdmin();
    expect(await listStaff()).toHaveLength(1);
  });

  it('signs in with the right password only, case-insensitively by e-mail, and keeps only the token\'s hash', async () => {
    const created = await createStaff({ email: `Editor-${kind}@LottePlaza.test`, name: 'Editor', role: 'editor', password: PASSWORD }, actor());
    expect(created).toEqual({ id: expect.any(Number) });
    expect(await attempt(`editor-${kind}@lotteplaza.test`, 'wrong-password-here')).toBeNull();
    const signedIn = await attempt(`  EDITOR-${kind}@lotteplaza.test `, PASSWORD);
    expect(signedIn?.staff).toMatchObject({ email: `editor-${kind}@lotteplaza.test`, role: 'editor' });
    const rows = await database().db.select().from(staffSessions).where(eq(staffSessions.staffId, signedIn!.staff.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(signedIn!.token);
    expect(rows[0]!.tokenHash).toBe(crypto.createHash('sha256').update(signedIn!.token).digest('hex'));
    expect(await staffFromToken(signedIn!.token)).toMatchObject({ id: signedIn!.staff.id });
    expect(await staffFromToken('not-a-token')).toBeNull();
    expect(await staffFromToken('x'.repeat(5000))).toBeNull();
    const logged = await database().db.select().from(auditLog).where(eq(auditLog.staffId, signedIn!.staff.id));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['sign-in-failed', 'sign-in']));
  });

  it('costs an unknown e-mail one staff-grade key derivation, like a wrong password', async () => {
    await attempt(`warm-${kind}@lotteplaza.test`, 'whatever-password', '192.0.2.20');
    const derive = jest.spyOn(crypto, 'scrypt');
    try {
      expect(await attempt(`nobody-${kind}@lotteplaza.test`, 'whatever-password', '192.0.2.20')).toBeNull();
      expect(derive).toHaveBeenCalledTimes(1);
      expect(derive.mock.calls[0]![3]).toMatchObject({ N: 131_072 });
    } finally {
      derive.mockRestore();
    }
  });

  it('refuses an account from an address after five wrong passwords there, saying so, and audits it; not its colleagues there, nor the account elsewhere (slowed instead)', async () => {
    const email = `target-${kind}@lotteplaza.test`;
    const colleague = `colleague-${kind}@lotteplaza.test`;
    await createStaff({ email, name: 'Target', role: 'hr', password: PASSWORD }, actor());
    await createStaff({ email: colleague, name: 'Colleague', role: 'editor', password: PASSWORD }, actor());
    waits = [];
    for (let i = 0; i < 5; i += 1) expect(await attempt(email, `guess-${i}`, '192.0.2.30')).toBeNull();
    const refused = await attempt(email, PASSWORD, '192.0.2.30').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, body: { detail: 'Too many wrong passwords for this account from your network. Try again in 15 minutes; other accounts can still sign in from here.' } });
    expect((refused as ApiError).headers['Retry-After']).toMatch(/^\d+$/);
    expect(await auditOf('sign-in-refused')).toContainEqual({ detail: `${email} (staffSignInPair)`, address: '192.0.2.30' });
    // The office's other accounts sign in from that address.
    expect((await attempt(colleague, PASSWORD, '192.0.2.30'))?.staff.email).toBe(colleague);
    // From elsewhere the right password still works, after the wait five failures ask.
    expect((await attempt(email, PASSWORD, '192.0.2.99'))?.staff.email).toBe(email);
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 1000]);
  });

  it('refuses an address after fifty wrong passwords whatever the accounts, saying so, and audits it', async () => {
    const counters = memoryStore('staff-auth-test:');
    setLimiterStore(counters);
    try {
      await counters.limiter('staffSignInAddress', LIMITS.staffSignInAddress).penalty('staff-address:192.0.2.200', LIMITS.staffSignInAddress.limit);
      await expect(attempt(DEFAULT_ADMIN_EMAIL, 'guess', '192.0.2.200')).rejects.toMatchObject({
        status: 429,
        body: { detail: 'Too many failed sign-ins from your network, across several accounts. Try again in 15 minutes.' },
      });
      expect(await auditOf('sign-in-refused')).toContainEqual({ detail: `${DEFAULT_ADMIN_EMAIL} (staffSignInAddress)`, address: '192.0.2.200' });
      expect(LIMITS.staffSignInAddress.limit).toBe(10 * LIMITS.staffSignInPair.limit);
    } finally {
      setLimiterStore(undefined);
    }
  });

  it('ends a session when idle for eight hours or a day old, on sign-out, on deactivation and on a new password', async () => {
    const email = `sessions-${kind}@lotteplaza.test`;
    await createStaff({ email, name: 'Sessions', role: 'support', password: PASSWORD }, actor());
    const open = async () => (await attempt(email, PASSWORD, '192.0.2.50'))!;

    const idle = await open();
    const later = (ms: number) => new Date(Date.now() + ms);
    expect(await staffFromToken(idle.token, later(SESSION_IDLE_MS - 60_000))).not.toBeNull();
    expect(await staffFromToken(idle.token, later(2 * SESSION_IDLE_MS - 120_000))).not.toBeNull();
    expect(await staffFromToken(idle.token, later(SESSION_MAX_MS))).toBeNull();
    const quiet = await open();
    expect(await staffFromToken(quiet.token, later(SESSION_IDLE_MS + 1000))).toBeNull();

    const out = await open();
    await signOut(out.token, '192.0.2.50');
    expect(await staffFromToken(out.token)).toBeNull();

    const [a, b] = [await open(), await open()];
    expect(await resetStaffPassword(a.staff.id, 'another-long-password', actor())).toBeNull();
    expect(await staffFromToken(a.token)).toBeNull();
    expect(await staffFromToken(b.token)).toBeNull();
    expect(await attempt(email, PASSWORD, '192.0.2.51')).toBeNull();

    const c = (await attempt(email, 'another-long-password', '192.0.2.52'))!;
    expect(await updateStaff(c.staff.id, { role: 'hr' }, actor())).toBeNull();
    expect(await staffFromToken(c.token)).toMatchObject({ role: 'hr' });
    expect(await updateStaff(c.staff.id, { active: false }, actor())).toBeNull();
    expect(await staffFromToken(c.token)).toBeNull();
    expect(await attempt(email, 'another-long-password', '192.0.2.53')).toBeNull();
  });

  it('lets staff change their own password with the one they signed in with: a wrong one counts as a wrong sign-in; their other sessions end, this one stays', async () => {
    const email = `own-${kind}@lotteplaza.test`;
    await createStaff({ email, name: 'Own Password', role: 'hr', password: PASSWORD }, actor());
    const here = (await attempt(email, PASSWORD))!;
    const elsewhere = (await attempt(email, PASSWORD, '192.0.2.11'))!;
    const change = (current: string, password: string, token = here.token) => changeOwnPassword(token, { current, password }, '192.0.2.10', 'en');

    expect(await change('not-my-password', 'a-fresh-staff-password')).toBe('wrongPassword');
    expect(await auditOf('staff-password-refused')).toEqual([expect.objectContaining({ address: '192.0.2.10' })]);
    expect(await change(PASSWORD, 'password1234!')).toBe('commonPassword');
    expect(await change(PASSWORD, 'a-fresh-staff-password', 'not-a-token')).toBe('signedOut');
    expect(await staffFromToken(elsewhere.token)).not.toBeNull();

    expect(await change(PASSWORD, 'a-fresh-staff-password')).toBeNull();
    expect(await staffFromToken(here.token)).toMatchObject({ email });
    expect(await staffFromToken(elsewhere.token)).toBeNull();
    expect(await attempt(email, PASSWORD)).toBeNull();
    expect(await attempt(email, 'a-fresh-staff-password')).not.toBeNull();
    expect((await auditOf('staff-password')).map((row) => row.detail)).toContain('own');

    // Wrong current passwords count with wrong sign-ins from that address: by the fifth, refused (429).
    const refusedWithin = async (tries: number) => {
      for (let index = 0; index < tries; index += 1) {
        const answer = await change('still-not-it', 'another-fresh-password').catch((error: unknown) => error);
        if (answer instanceof ApiError) return answer.status;
        expect(answer).toBe('wrongPassword');
      }
      return null;
    };
    expect(await refusedWithin(LIMITS.staffSignInPair.limit)).toBe(429);
  });

  it('refuses a taken e-mail and leaving no active admin; audits every change', async () => {
    expect(await createStaff({ email: DEFAULT_ADMIN_EMAIL.toUpperCase(), name: 'Twin', role: 'admin', password: PASSWORD }, actor())).toBe('emailTaken');
    expect(await updateStaff(adminId, { role: 'editor' }, actor())).toBe('lastAdmin');
    expect(await updateStaff(adminId, { active: false }, actor())).toBe('lastAdmin');
    expect(await updateStaff(99_999, { active: false }, actor())).toBe('notFound');
    const second = await createStaff({ email: `second-admin-${kind}@lotteplaza.test`, name: 'Second', role: 'admin', password: PASSWORD }, actor());
    expect(await updateStaff(adminId, { role: 'editor' }, actor())).toBeNull();
    expect(await updateStaff(adminId, { role: 'admin' }, actor())).toBeNull();
    const changes = await database().db.select().from(auditLog).where(eq(auditLog.subjectId, (second as { id: number }).id));
    expect(changes).toEqual([expect.objectContaining({ action: 'staff-create', subjectKind: 'staff', staffId: adminId, address: '192.0.2.1' })]);
  });
});
