import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

export const SESSION_SECRET_MISSING =
  'SESSION_SECRET is not set. Every instance on a shared database (DATABASE_URL) must sign with the same key: set SESSION_SECRET to the same long random value on all of them (for example `openssl rand -hex 32`).';

const holder = globalThis as typeof globalThis & { __lotteSessionSecret?: string };

/**
 * The key that signs visitors' lookup cookies: SESSION_SECRET; else, on the embedded database,
 * a key made once and kept beside its files (`.data/session-secret`), so restarts keep
 * signed-in lookups. On a shared database there is no default: instances must agree, so a start
 * without SESSION_SECRET is refused. An in-memory database (tests) lives as long as its process,
 * and so does its key.
 */
export function sessionSecret(): string {
  holder.__lotteSessionSecret ??= resolveSecret();
  return holder.__lotteSessionSecret;
}

function resolveSecret(): string {
  if (env.sessionSecret) return env.sessionSecret;
  if (env.databaseUrl) throw new Error(SESSION_SECRET_MISSING);
  if (env.pgliteDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = path.join(path.dirname(path.resolve(env.pgliteDir)), 'session-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet: made below.
  }
  const made = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
