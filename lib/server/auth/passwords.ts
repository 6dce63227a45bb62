import 'server-only';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** Visitors' lookup passwords. */
export const VISITOR_COST: Cost = { N: 16_384, r: 8, p: 1 };
/** Staff passwords: OWASP's recommended scrypt parameters (N=2^17, r=8, p=1; 128 MiB each). */
export const STAFF_COST: Cost = { N: 131_072, r: 8, p: 1 };
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; Node refuses more than 32 MiB unless told.
const memoryFor = ({ N, r }: Cost) => 256 * N * r;

/**
 * `scrypt$N$r$p$salt$hash` (base64url). Passwords are only ever kept like this. The salt is
 * random unless given (a visitor's lookup password: lookup-password.ts).
 */
export async function hashPassword(password: string, cost: Cost = VISITOR_COST, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: memoryFor(cost) });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, { ...cost, maxmem: memoryFor(cost) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
