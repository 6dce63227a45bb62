import 'server-only';
import { env } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import { ApiError } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import type { CounterStore } from './counter-store';
import { MemoryCounterStore } from './memory-store';
import { RedisCounterStore } from './redis-store';

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
} as const;

type Policy = (typeof LIMITS)[keyof typeof LIMITS];

const memory = new MemoryCounterStore();
const holder = globalThis as typeof globalThis & { __lotteCounters?: CounterStore };

function primaryStore(): CounterStore {
  holder.__lotteCounters ??= env.redisUrl ? new RedisCounterStore(env.redisUrl) : memory;
  return holder.__lotteCounters;
}

/** Tests swap the store (a fresh memory store, or Redis). */
export function setCounterStore(store: CounterStore | undefined) {
  holder.__lotteCounters = store;
}

/** Redis when configured; if it cannot be reached, this instance's memory, never a 500. */
async function withStore<T>(action: (store: CounterStore) => Promise<T>): Promise<T> {
  const store = primaryStore();
  try {
    return await action(store);
  } catch (error) {
    if (store === memory) throw error;
    console.error('rate-limit store unavailable, using memory', error);
    return action(memory);
  }
}

function tooMany(resetMs: number, locale: AppLocale): ApiError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, { detail: serverTranslator(locale, 'api')('rateLimited', { minutes }) }, { 'Retry-After': String(seconds) });
}

/** A counter and the policy it is held to. */
export type Limited = readonly [key: string, policy: Policy];

/** Refuses (429) when any of the counters has used up its policy already. */
export async function assertNotLimited(counters: readonly Limited[], locale: AppLocale) {
  for (const [key, policy] of counters) {
    const { count, resetMs } = await withStore((store) => store.peek(key));
    if (count >= policy.limit) throw tooMany(resetMs, locale);
  }
}

/** Counts one more against each counter. */
export async function countAgainst(counters: readonly Limited[]) {
  for (const [key, policy] of counters) await withStore((store) => store.hit(key, policy.windowMs));
}

/** Counts one more and refuses (429) when that goes over the limit. */
export async function consume(key: string, policy: Policy, locale: AppLocale) {
  const { count, resetMs } = await withStore((store) => store.hit(key, policy.windowMs));
  if (count > policy.limit) throw tooMany(resetMs, locale);
}
