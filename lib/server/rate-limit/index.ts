import 'server-only';
import { env } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { memoryStore, redisStore, type LimiterStore } from './limiters';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/** The `api` message a refusal speaks in (each says which limit was met; `{minutes}` and `{hours}` to wait). */
type RefusalMessage = 'rateLimited' | 'signInLimitPair' | 'signInLimitAddress' | 'lookupLimitDay';

interface Limit {
  limit: number;
  windowMs: number;
  message?: RefusalMessage;
}

/**
 * Limits no person meets; they stop scripts guessing passwords or flooding the forms. Failed
 * lookups count per e-mail *and* address, so guesses from elsewhere cannot lock the owner out
 * of their own records; per address (one place trying many e-mails); and per e-mail with a
 * much higher ceiling (many places trying one e-mail), and a ceiling a day.
 *
 * Staff sign-in (issue 49): wrong passwords count per account *and* address, so a whole office
 * behind one address is not refused for one person's typos; an address has a budget ten times
 * larger, whatever the accounts; an account's failures from everywhere never refuse its right
 * password but slow each sign-in of it down (staffSignInAccount, signInDelayMs).
 */
export const LIMITS = {
  failedLookup: { limit: 10, windowMs: FIFTEEN_MINUTES },
  failedLookupPerAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  failedLookupPerEmail: { limit: 100, windowMs: FIFTEEN_MINUTES },
  failedLookupPerEmailDay: { limit: 200, windowMs: DAY, message: 'lookupLimitDay' },
  submission: { limit: 20, windowMs: 60 * 60 * 1000 },
  /** A visitor's download of everything they sent (issue 52): files read whole, so few an hour. */
  ownExport: { limit: 10, windowMs: 60 * 60 * 1000 },
  /** Weekly ad sign-ups from one address (issue 53): a household's few, not a list's thousands. */
  adSignUp: { limit: 10, windowMs: 60 * 60 * 1000 },
  staffSignInPair: { limit: 5, windowMs: FIFTEEN_MINUTES, message: 'signInLimitPair' },
  staffSignInAddress: { limit: 50, windowMs: FIFTEEN_MINUTES, message: 'signInLimitAddress' },
  /** Counted, never refused: how many wrong passwords an account had lately, from anywhere. */
  staffSignInAccount: { limit: 1_000_000, windowMs: FIFTEEN_MINUTES },
  /** A sign-in's second factor: five wrong codes in fifteen minutes. */
  staffSecondFactor: { limit: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>;

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

/** A 429 that names the limit it met (a sign-in audits which). */
export class LimitReached extends ApiError {
  constructor(
    readonly limit: PolicyName,
    resetMs: number,
    locale: AppLocale,
  ) {
    const seconds = Math.max(1, Math.ceil(resetMs / 1000));
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    const hours = Math.max(1, Math.ceil(minutes / 60));
    const message: RefusalMessage = (LIMITS[limit] as Limit).message ?? 'rateLimited';
    super(429, { detail: serverTranslator(locale, 'api')(message, { minutes, hours }) }, { 'Retry-After': String(seconds) });
  }
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
      throw new LimitReached(name, wait, locale);
    }
  }
}

/** Gives the attempts back: a lookup that proved its records was no guess. */
export async function giveBack(counters: readonly Limited[]) {
  await Promise.all(counters.map(([key, name]) => store().limiter(name, LIMITS[name]).reward(key, 1)));
}

/** How much of a counter is used, without taking from it. */
export async function used([key, name]: Limited): Promise<number> {
  return (await store().limiter(name, LIMITS[name]).get(key))?.consumedPoints ?? 0;
}

/** Adds to a counter that refuses nobody (a count of failures). */
export async function count([key, name]: Limited): Promise<void> {
  await store().limiter(name, LIMITS[name]).penalty(key, 1);
}
