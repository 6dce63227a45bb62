import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { getDb } from '@/lib/server/db';
import { staffRecoveryCodes, staffSessions, staffUsers } from '@/lib/server/db/schema';
import { consume, giveBack, type Limited } from '@/lib/server/rate-limit';
import type { AppLocale } from '@/lib/i18n/routing';
import { audit } from './audit';
import type { Actor } from './staff-accounts';

/*
 * Two-factor sign-in for staff (issue 37; OWASP ASVS 5.0 level 2, multi-factor for privileged
 * accounts): a TOTP authenticator app (RFC 6238: six digits, 30 seconds, SHA-1, as every app reads
 * a QR code) and ten single-use recovery codes. Codes are checked against the real time, never the
 * tests' clock (lib/server/clock.ts), which only moves what the site shows.
 */

const ISSUER = 'Lotte Plaza Market';
export const RECOVERY_CODE_COUNT = 10;
const STEP_MS = 30_000;
// Crockford's base32 without look-alikes: a code read aloud or typed from paper is not mistaken.
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

const totpFor = (secret: string, email: string) => new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: STEP_MS / 1000, secret: Secret.fromBase32(secret) });
const hashCode = (code: string) => createHash('sha256').update(normalCode(code)).digest('hex');
/** A recovery code as typed: case, spaces and dashes do not count. */
const normalCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** A new recovery code, XXXXX-XXXXX (about 49 bits). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export interface SecondFactorStatus {
  enrolled: boolean;
  enrolledAt: string | null;
  recoveryCodesLeft: number;
}

export async function secondFactorStatus(staffId: number): Promise<SecondFactorStatus> {
  const db = await getDb();
  const [row] = await db.select({ enabledAt: staffUsers.totpEnabledAt }).from(staffUsers).where(eq(staffUsers.id, staffId));
  const [left] = await db.select({ n: count() }).from(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return { enrolled: Boolean(row?.enabledAt), enrolledAt: row?.enabledAt?.toISOString() ?? null, recoveryCodesLeft: row?.enabledAt ? (left?.n ?? 0) : 0 };
}

export interface Enrolment {
  /** The secret as the app's "enter a key" field takes it, in groups of four. */
  key: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code, an SVG document. */
  qrSvg: string;
}

/**
 * The secret an account not yet enrolled is setting up: the same one until it is confirmed (a
 * reload shows the same QR code), a new one only after a reset.
 */
export async function startEnrolment(staffId: number): Promise<Enrolment | null> {
  const db = await getDb();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!row || row.totpEnabledAt) return null;
  let secret = row.totpSecret;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await db.update(staffUsers).set({ totpSecret: secret, totpLastStep: null }).where(and(eq(staffUsers.id, staffId), isNull(staffUsers.totpSecret)));
    // Two tabs at once: keep whichever secret was stored first.
    [{ secret }] = (await db.select({ secret: staffUsers.totpSecret }).from(staffUsers).where(eq(staffUsers.id, staffId))) as [{ secret: string }];
  }
  const uri = totpFor(secret, row.email).toString();
  return { key: secret.match(/.{1,4}/g)!.join(' '), uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/**
 * Two-factor sign-in turned on with a key given beforehand (ADMIN_TOTP_SECRET, for the first
 * admin): false when the key is no base32 key of at least 80 bits.
 */
export async function enrolWithKey(staffId: number, key: string): Promise<boolean> {
  const secret = key.toUpperCase().replace(/[\s=]/g, '');
  if (!/^[A-Z2-7]{16,}$/.test(secret)) return false;
  const db = await getDb();
  await db.update(staffUsers).set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: null }).where(eq(staffUsers.id, staffId));
  return true;
}

/**
 * The 30-second step a code is right for (one step either side, for a phone's clock a little
 * off), if it is later than the last accepted: a code is accepted once, never replayed.
 */
function acceptedStep(secret: string, email: string, code: string, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const at = Date.now();
  const delta = totpFor(secret, email).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at / STEP_MS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten new recovery codes for an account, replacing any it had; shown once, kept only as hashes. */
async function newRecoveryCodes(staffId: number, tx: Pick<Awaited<ReturnType<typeof getDb>>, 'delete' | 'insert'>): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashCode(code) })));
  return codes;
}

/** Enrolment confirmed by a first code from the app: the account's recovery codes, or null when the code is wrong. */
export async function confirmEnrolment(staffId: number, code: string, address: string, locale: AppLocale): Promise<string[] | null> {
  const counters: Limited[] = [[`staff-2fa:${staffId}`, 'staffSecondFactor']];
  await consume(counters, locale);
  const db = await getDb();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!row?.totpSecret || row.totpEnabledAt) return null;
  const step = acceptedStep(row.totpSecret, row.email, code.trim(), row.totpLastStep);
  if (step === null) {
    await audit({ staffId, action: 'second-factor-failed', detail: 'enrolment', address });
    return null;
  }
  await giveBack(counters);
  return db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(staffUsers.id, staffId));
    const codes = await newRecoveryCodes(staffId, tx);
    await audit({ staffId, action: 'second-factor-enrol', subjectKind: 'staff', subjectId: staffId, address }, tx);
    return codes;
  });
}

/**
 * A sign-in's second factor: a code from the app, or one of the recovery codes (each works once).
 * Five wrong tries in fifteen minutes, then 429 with the wait, as the password. Audited either way.
 */
export async function verifySecondFactor(staffId: number, input: string, address: string, locale: AppLocale): Promise<'code' | 'recovery' | null> {
  const counters: Limited[] = [[`staff-2fa:${staffId}`, 'staffSecondFactor']];
  await consume(counters, locale);
  const db = await getDb();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!row?.totpSecret || !row.totpEnabledAt) return null;
  const code = input.trim();
  let used: 'code' | 'recovery' | null = null;
  const step = acceptedStep(row.totpSecret, row.email, code, row.totpLastStep);
  if (step !== null) {
    // Only if no other request took this step meanwhile.
    const [taken] = await db
      .update(staffUsers)
      .set({ totpLastStep: step })
      .where(and(eq(staffUsers.id, staffId), row.totpLastStep === null ? isNull(staffUsers.totpLastStep) : eq(staffUsers.totpLastStep, row.totpLastStep)))
      .returning({ id: staffUsers.id });
    if (taken) used = 'code';
  } else if (normalCode(code).length === 10) {
    const [spent] = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, hashCode(code)), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    if (spent) used = 'recovery';
  }
  await audit({ staffId, action: used ? 'second-factor' : 'second-factor-failed', detail: used ?? '', address });
  if (used) await giveBack(counters);
  return used;
}

/** Ten new recovery codes for an enrolled account (the old ones stop working); audited. */
export async function replaceRecoveryCodes(staffId: number, address: string): Promise<string[] | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ enabledAt: staffUsers.totpEnabledAt }).from(staffUsers).where(eq(staffUsers.id, staffId));
    if (!row?.enabledAt) return null;
    const codes = await newRecoveryCodes(staffId, tx);
    await audit({ staffId, action: 'recovery-codes-new', subjectKind: 'staff', subjectId: staffId, address }, tx);
    return codes;
  });
}

/**
 * An admin resets another account's second factor (a lost phone): the secret and the recovery
 * codes go, the account's sessions end, and it enrols again at its next sign-in (an admin must).
 */
export async function resetSecondFactor(staffId: number, actor: Actor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staffUsers).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(staffUsers.id, staffId)).returning({ email: staffUsers.email });
    if (!row) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.update(staffSessions).set({ revokedAt: new Date() }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
    await audit({ staffId: actor.staffId, action: 'second-factor-reset', subjectKind: 'staff', subjectId: staffId, detail: row.email, address: actor.address }, tx);
    return true;
  });
}
