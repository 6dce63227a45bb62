import { and, eq } from 'drizzle-orm';
import { auditLog, staffRecoveryCodes, staffSessions, staffUsers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http';
import { completeSignIn, pendingSignIn, signIn, staffFromToken } from '@/lib/server/services/staff-auth';
import { createStaff } from '@/lib/server/services/staff-accounts';
import { auditActions, listAudit } from '@/lib/server/services/audit';
import { storeToday, addDays } from '@/lib/dates';
import { confirmEnrolment, replaceRecoveryCodes, resetSecondFactor, secondFactorStatus, startEnrolment, verifySecondFactor } from '@/lib/server/services/second-factor';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { codeFor } from '../helpers/staff-session';

const PASSWORD = 'a-long-staff-password';
const STEP = 30_000;
jest.setTimeout(60_000);

describe.each(databaseKinds)('two-factor sign-in for staff on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const attempt = (email: string) => signIn({ email, password: PASSWORD, address: '192.0.2.40', locale: 'en' });
  const account = async (tag: string, role: 'admin' | 'editor') => {
    const email = `${tag}-${kind}@lotteplaza.test`;
    const created = await createStaff({ email, name: tag, role, password: PASSWORD }, null);
    if (typeof created === 'string') throw new Error(created);
    return { email, id: created.id };
  };
  const actions = async (staffId: number) => (await database().db.select().from(auditLog).where(eq(auditLog.staffId, staffId))).map((row) => row.action);

  it('makes an admin enrol before the back office opens, then asks every sign-in for a code, each accepted once', async () => {
    const admin = await account('admin', 'admin');
    const first = await attempt(admin.email);
    expect(first?.pending).toBe('enrol');
    // The password alone opens nothing.
    expect(await staffFromToken(first!.token)).toBeNull();
    expect(await pendingSignIn(first!.token)).toMatchObject({ pending: 'enrol', staff: { id: admin.id } });

    const enrolment = (await startEnrolment(admin.id))!;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Lotte%20Plaza%20Market:admin-/);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    // A reload shows the same key until it is confirmed.
    expect((await startEnrolment(admin.id))!.key).toBe(enrolment.key);
    expect(await confirmEnrolment(admin.id, '000000', '192.0.2.40', 'en')).toBeNull();
    const now = Date.now();
    const codes = (await confirmEnrolment(admin.id, codeFor(enrolment.key, now), '192.0.2.40', 'en'))!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
    expect(await startEnrolment(admin.id)).toBeNull();
    await completeSignIn(first!.token, '192.0.2.40');
    expect(await staffFromToken(first!.token)).toMatchObject({ id: admin.id });
    // Only hashes are kept.
    const stored = await database().db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, admin.id));
    expect(stored.map((row) => row.codeHash).join()).not.toContain(codes[0]!.replace('-', ''));

    const second = await attempt(admin.email);
    expect(second?.pending).toBe('second-factor');
    expect(await staffFromToken(second!.token)).toBeNull();
    // The code that enrolled is spent; the next step's works once.
    expect(await verifySecondFactor(admin.id, codeFor(enrolment.key, now), '192.0.2.40', 'en')).toBeNull();
    const next = codeFor(enrolment.key, now + STEP);
    expect(await verifySecondFactor(admin.id, next, '192.0.2.40', 'en')).toBe('code');
    expect(await verifySecondFactor(admin.id, next, '192.0.2.40', 'en')).toBeNull();
    await completeSignIn(second!.token, '192.0.2.40');
    expect(await staffFromToken(second!.token)).toMatchObject({ id: admin.id });

    expect(await actions(admin.id)).toEqual(expect.arrayContaining(['sign-in-password', 'second-factor-failed', 'second-factor-enrol', 'sign-in', 'second-factor']));
  });

  it('takes each recovery code once, however it is typed; new ones replace the old', async () => {
    const admin = await account('recovering', 'admin');
    const enrolment = (await startEnrolment(admin.id))!;
    const codes = (await confirmEnrolment(admin.id, codeFor(enrolment.key), '192.0.2.44', 'en'))!;
    expect(await verifySecondFactor(admin.id, ` ${codes[3]!.toLowerCase()} `, '192.0.2.44', 'en')).toBe('recovery');
    expect(await verifySecondFactor(admin.id, codes[3]!, '192.0.2.44', 'en')).toBeNull();
    expect((await secondFactorStatus(admin.id)).recoveryCodesLeft).toBe(9);
    const renewed = (await replaceRecoveryCodes(admin.id, '192.0.2.44'))!;
    expect(await verifySecondFactor(admin.id, codes[4]!, '192.0.2.44', 'en')).toBeNull();
    expect(await verifySecondFactor(admin.id, renewed[0]!, '192.0.2.44', 'en')).toBe('recovery');
    expect((await secondFactorStatus(admin.id)).recoveryCodesLeft).toBe(9);
    expect(await actions(admin.id)).toEqual(expect.arrayContaining(['second-factor', 'second-factor-failed', 'recovery-codes-new']));
  });

  it('refuses a sixth wrong code in fifteen minutes with 429', async () => {
    const admin = await account('guessed', 'admin');
    const enrolment = (await startEnrolment(admin.id))!;
    await confirmEnrolment(admin.id, codeFor(enrolment.key), '192.0.2.41', 'en');
    for (let i = 0; i < 5; i += 1) expect(await verifySecondFactor(admin.id, `12345${i}`, '192.0.2.41', 'en')).toBeNull();
    const refused = await verifySecondFactor(admin.id, codeFor(enrolment.key, Date.now() + STEP), '192.0.2.41', 'en').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
  });

  it('lets an admin reset another account: its sessions end and it enrols again; an admin session without a second factor opens nothing', async () => {
    const resetter = await account('resetter', 'admin');
    const lost = await account('lost-phone', 'admin');
    const enrolment = (await startEnrolment(lost.id))!;
    await confirmEnrolment(lost.id, codeFor(enrolment.key), '192.0.2.42', 'en');
    const session = (await attempt(lost.email))!;
    await completeSignIn(session.token, '192.0.2.42');
    expect(await staffFromToken(session.token)).not.toBeNull();

    expect(await resetSecondFactor(lost.id, { staffId: resetter.id, address: '192.0.2.1' })).toBe(true);
    expect(await staffFromToken(session.token)).toBeNull();
    expect(await secondFactorStatus(lost.id)).toEqual({ enrolled: false, enrolledAt: null, recoveryCodesLeft: 0 });
    expect((await attempt(lost.email))?.pending).toBe('enrol');
    const [logged] = await database().db.select().from(auditLog).where(and(eq(auditLog.action, 'second-factor-reset'), eq(auditLog.subjectId, lost.id)));
    expect(logged).toMatchObject({ staffId: resetter.id, detail: lost.email });
    // A new key after a reset.
    expect((await startEnrolment(lost.id))!.key).not.toBe(enrolment.key);

    // A session made complete by hand (before two factors were required) opens nothing for an admin without one.
    const forged = await attempt(lost.email);
    await database().db.update(staffSessions).set({ pending: null }).where(eq(staffSessions.staffId, lost.id));
    expect(await staffFromToken(forged!.token)).toBeNull();
  });

  it('lets other staff sign in with the password alone, or enrol if they choose', async () => {
    const editor = await account('editor', 'editor');
    const plain = (await attempt(editor.email))!;
    expect(plain.pending).toBeNull();
    expect(await staffFromToken(plain.token)).toMatchObject({ id: editor.id });
    const enrolment = (await startEnrolment(editor.id))!;
    expect(await confirmEnrolment(editor.id, codeFor(enrolment.key), '192.0.2.43', 'en')).toHaveLength(10);
    expect((await attempt(editor.email))?.pending).toBe('second-factor');
    await database().db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, editor.id));
    expect(await attempt(editor.email)).toBeNull();
  });

  it("narrows the audit log to one member's refused second factors, and to days", async () => {
    const admin = await account('audited', 'admin');
    const enrolment = (await startEnrolment(admin.id))!;
    await confirmEnrolment(admin.id, '111111', '192.0.2.45', 'en');
    await confirmEnrolment(admin.id, codeFor(enrolment.key), '192.0.2.45', 'en');
    const refused = await listAudit(1, { staff: admin.id, action: 'second-factor-failed' });
    expect(refused.count).toBe(1);
    expect(refused.results[0]).toMatchObject({ action: 'second-factor-failed', detail: 'enrolment', staff_email: admin.email });
    expect(await auditActions()).toEqual(expect.arrayContaining(['second-factor-enrol', 'second-factor-failed']));
    const today = storeToday();
    expect((await listAudit(1, { staff: admin.id, from: today, to: today })).count).toBe(2);
    expect((await listAudit(1, { staff: admin.id, to: addDays(today, -1) })).count).toBe(0);
    expect((await listAudit(1, { staff: admin.id, from: addDays(today, 1) })).count).toBe(0);
  });
});
