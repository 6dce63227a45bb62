import 'server-only';

/** Error codes that mean the database cannot be reached right now (Node's, and PostgreSQL's). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * Whether an error (or anything in its `cause` chain: Drizzle wraps the driver's) means the
 * database is down or unreachable, rather than that the query or the data was wrong.
 * PostgreSQL's connection-exception class is 08xxx.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: errors raised by Node's sockets need not share this realm's Error.
  type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  for (let current = error as Failure | undefined, depth = 0; current && typeof current === 'object' && depth < 5; current = current.cause as Failure, depth += 1) {
    const { code, message, errors } = current;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((known) => message.includes(known))) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** How long a visitor is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 30;
