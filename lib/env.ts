/**
 * Every environment variable the app reads, validated once. README (Environment) lists them with defaults.
 * NEXT_PUBLIC_* values are inlined into client code at build time.
 */
function readUrl(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function readOptional(name: string): string | undefined {
  const raw = process.env[name]?.trim();
  return raw ? raw : undefined;
}

function readPositive(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

function readChoice<T extends string>(name: string, choices: readonly T[]): T {
  const raw = process.env[name]?.trim() || choices[0]!;
  if (!(choices as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
}

export const env = {
  /** Public origin used for canonical URLs, hreflang, the sitemap and absolute API links. */
  siteUrl: readUrl('SITE_URL', 'http://localhost:3000'),
  /** A PostgreSQL connection string; when absent the embedded database (PGlite) is used. */
  databaseUrl: readOptional('DATABASE_URL'),
  /** Where the embedded database keeps its files. */
  pgliteDir: process.env.PGLITE_DIR?.trim() || '.data/pglite',
  /** Google Analytics 4 measurement id; analytics load only when it is set. */
  gaId: readOptional('NEXT_PUBLIC_GA_ID'),
  /** Google Maps; without a key the store maps are the offline SVG map. Inlined at build time. */
  googleMapsKey: readOptional('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY'),
  /** Map id for advanced markers (Google's demo id when absent). */
  googleMapId: readOptional('NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID'),
  /** Where uploaded files are kept (outside public/). */
  uploadDir: process.env.UPLOAD_DIR?.trim() || '.data/uploads',
  /** Where the bytes of uploads live: `disk` (UPLOAD_DIR) or `database` (PostgreSQL, shared by every instance). */
  fileStorage: readChoice('FILE_STORAGE', ['disk', 'database'] as const),
  /** Key that signs visitors' lookup cookies (lib/server/auth/session-secret.ts has the default). */
  sessionSecret: readOptional('SESSION_SECRET'),
  /** The first admin account, made on the first start of an empty database (else a random password is printed once). */
  adminEmail: readOptional('ADMIN_EMAIL'),
  adminPassword: readOptional('ADMIN_PASSWORD'),
  /** The first admin's authenticator key (base32), so it starts with two-factor sign-in on (the tests; a password manager set up beforehand). */
  adminTotpSecret: readOptional('ADMIN_TOTP_SECRET'),
  /** Mail (issue 37): an SMTP server as a URL (smtp://user:password@host:587, smtps:// for TLS); without it mail goes to MAIL_OUTBOX_DIR and the server log. */
  smtpUrl: readOptional('SMTP_URL'),
  /** The sender of every mail; "Lotte Plaza Market" <no-reply@ SITE_URL's host> when absent. */
  mailFrom: readOptional('MAIL_FROM'),
  mailOutboxDir: process.env.MAIL_OUTBOX_DIR?.trim() || '.data/outbox',
  /** The most mails each instance sends a minute (issue 53): what the mail service allows; the weekly ad goes after every other mail. */
  mailRatePerMinute: readPositive('MAIL_RATE_PER_MINUTE', 600),
  /** A folder where the demo seed keeps the pictures it draws, by what they are drawn from: tests seeding many databases draw each once. None in production. */
  demoArtCache: readOptional('DEMO_ART_CACHE'),
  /** Redis for rate limits and Next's cache shared by several app instances; each instance's own when absent. */
  redisUrl: readOptional('REDIS_URL'),
} as const;
