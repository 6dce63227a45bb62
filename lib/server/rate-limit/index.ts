import 'server-only';
import { env } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { memoryStore, redisStore, type LimiterStore } from './limiters';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Limits no person meets; they stop scripts guessing passwords or flooding the forms. Failed
 * lookups count per e-mail *and* address, so guesses from elsewhere cannot lock the owner out
 * of their own records; per address (one place trying many e-mails); and per e-mail with a
 * much higher ceiling (many places trying one e-mail).
 */
export const LIMITS = {
  failedLookup: { limit: 10, windowMs: FIFTEEN_MINUTES },
  failedLookupPerAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  failedLookupPerEmail: { limit: 100, windowMs: FIFTEEN_MINUTES },
  submission: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** Staff sign-in (issue 16): five failures per account, and per address, in fifteen minutes. */
  staffSignIn: { limit: 5, windowMs: FIFTEEN_MINUTES },
} as const;

type PolicyName = keyof typeof LIMITS;
/** A counter and the policy it is held to. */
export type Limited = readonly [key: string, policy: PolicyName];

const holder = globalThis as typeof globalThis & { __lotteLimiters?: LimiterStore };

function store(): LimiterStore {
  holder.__lotteLimiters ??= env.redisUrl ? redisStore(env.redisUrl) : memoryStore();
  return holder.__lotteLimiters;
}

/** Tests swap the store (a fresh memory store, or Redis). */
export function setLimiterStore(next: LimiterStore | undefined) {
  holder.__lotteLimiters = next;
}

function tooMany(resetMs: number, locale: AppLocale): ApiError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, { detail: serverTranslator(locale, 'api')('rateLimited', { minutes }) }, { 'Retry-After': String(seconds) });
}

/**
 * The wait a limiter's refusal names (a RateLimiterRes), or null for a failure (an Error).
 * By its shape: a server action's bundle may hold its own copy of the class, so instanceof fails.
 */
export function refusalWait(refusal: unknown): number | null {
  if (refusal instanceof Error || typeof refusal !== 'object' || refusal === null) return null;
  const wait = (refusal as { msBeforeNext?: unknown }).msBeforeNext;
  return typeof wait === 'number' && Number.isFinite(wait) ? wait : null;
}

/**
 * Takes one attempt from each counter before the work is done, atomically, and refuses (429)
 * once any is used up: forty guesses sent at once get ten checks, not forty.
 */
export async function consume(counters: readonly Limited[], locale: AppLocale) {
  for (const [key, name] of counters) {
    try {
      await store().limiter(name, LIMITS[name]).consume(key);
    } catch (refusal) {
      const wait = refusalWait(refusal);
      if (wait === null) throw refusal;
      throw tooMany(wait, locale);
    }
  }
}

/** Gives the attempts back: a lookup that proved its records was no guess. */
export async function giveBack(counters: readonly Limited[]) {
  await Promise.all(counters.map(([key, name]) => store().limiter(name, LIMITS[name]).reward(key, 1)));
}
