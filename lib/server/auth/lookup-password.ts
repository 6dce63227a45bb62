import 'server-only';
import { createHmac } from 'node:crypto';
import { hashPassword, verifyPassword, VISITOR_COST } from './passwords';
import { inTurn } from './password-turns';
import { sessionSecret } from './session-secret';

/**
 * A visitor's lookup password (inquiries, applications) is hashed with a salt made from their
 * e-mail address and the server's secret, not a random one: a lookup then hashes once and finds
 * the visitor's records by equality, however many records the address has. With random salts it
 * hashed once per record under the address, which anyone could grow by sending forms under
 * someone's address (issue 50's soak). Records under one address with one password share a hash;
 * without the secret, hashes cannot be computed ahead for a known address.
 */
function lookupSalt(email: string): Buffer {
  return createHmac('sha256', sessionSecret()).update(`lookup-salt:${email}`).digest().subarray(0, 16);
}

/** The hash kept with a record sent from `email` (lower-cased), and looked for by a lookup. */
export const lookupHash = (email: string, password: string): Promise<string> => inTurn(() => hashPassword(password, VISITOR_COST, lookupSalt(email)));

/**
 * `scrypt$N$r$p$salt$`: what every hash made by lookupHash for this address shares. A record's
 * hash without it was made otherwise (a random salt before issue 50, another secret or cost) and
 * is checked on its own (matchesOtherHash).
 */
export const hashPrefix = (hash: string): string => hash.slice(0, hash.lastIndexOf('$') + 1);

/** Checks a password against a hash lookupHash did not make, in turn with the others. */
export const matchesOtherHash = (password: string, stored: string): Promise<boolean> => inTurn(() => verifyPassword(password, stored));
