import 'server-only';

/** The PostgreSQL error code (SQLSTATE) of a failed query, looking through Drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A row another row still points to: foreign key (23503) or ON DELETE RESTRICT (23001). */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(sqlState(error) ?? '');

/** A second row where one is allowed (a unique index). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
