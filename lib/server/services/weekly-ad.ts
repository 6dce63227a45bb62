import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppLocale } from '@/lib/i18n/routing';
import { getDb } from '@/lib/server/db';
import { weeklyAdSubscribers } from '@/lib/server/db/schema';
import { createToken, readToken } from '@/lib/server/auth/signed-token';
import { queueWeeklyAdSignUpMail } from '@/lib/server/mail/weekly-ad-mails';
import { watchesOf, type WeeklyAdSettings, type WeeklyAdSignUp } from '@/lib/validation/weekly-ad';

/*
 * The weekly ad by e-mail (issue 53): sign-up with double opt-in, and what a subscriber does from
 * the links of their mail (confirm, change, unsubscribe) with no password. A link is a signed
 * token naming the subscriber and their current `linkKey`, valid AD_LINK_DAYS days.
 */

export type Subscriber = typeof weeklyAdSubscribers.$inferSelect;

/** How long a mailed link works: at least 60 days, as the issue asks, with a month to spare. */
export const AD_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

const newLinkKey = () => randomBytes(12).toString('base64url');

/** The token of a subscriber's links, made at `at`. */
export const adLinkToken = (subscriber: Pick<Subscriber, 'id' | 'linkKey'>, at: Date) => createToken('weekly-ad', { id: subscriber.id, k: subscriber.linkKey }, AD_LINK_DAYS * DAY_MS, at.getTime());

/** The subscriber a link names, while the link is genuine, unexpired and of their current key; else null. */
export async function subscriberOfLink(token: string | undefined, at: Date): Promise<Subscriber | null> {
  const claims = readToken<{ id?: unknown; k?: unknown }>('weekly-ad', token, at.getTime());
  if (!claims || typeof claims.id !== 'number' || typeof claims.k !== 'string') return null;
  const db = await getDb();
  const [subscriber] = await db.select().from(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.id, claims.id));
  return subscriber && subscriber.linkKey === claims.k ? subscriber : null;
}

/** What the visitor agreed to, and where: kept with the subscription as proof of consent. */
export interface ConsentProof {
  address: string;
  page: string;
  text: string;
  locale: AppLocale;
}

/**
 * A sign-up from the form. Whatever the address's state, the visitor's answer is the same (no way
 * to learn whether it is subscribed), and at most one mail a day goes to it from the form (the
 * mail's key holds the day): a new or lapsed address gets its settings and a confirmation mail,
 * nothing active until its link is followed; a confirmed one keeps its settings (a stranger
 * cannot change them) and gets a mail with the link to its settings.
 */
export async function signUp(input: WeeklyAdSignUp, proof: ConsentProof, at: Date): Promise<void> {
  const db = await getDb();
  const consent = { at: at.toISOString(), address: proof.address, page: proof.page, text: proof.text, locale: proof.locale };
  const settings = { storeSlug: input.store, language: input.language, editions: input.editions };
  await db.transaction(async (tx) => {
    const [known] = await tx.select().from(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.email, input.email)).for('update');
    if (known?.status === 'confirmed') {
      await queueWeeklyAdSignUpMail('already', known, proof.locale, adLinkToken(known, at), at, tx);
      return;
    }
    const [subscriber] = known
      ? await tx
          .update(weeklyAdSubscribers)
          .set({ ...settings, consent, status: 'pending', unsubscribedAt: null })
          .where(eq(weeklyAdSubscribers.id, known.id))
          .returning()
      : await tx
          .insert(weeklyAdSubscribers)
          .values({ email: input.email, ...settings, consent, linkKey: newLinkKey() })
          // Two sign-ups of one new address at once: the second finds the first's row next time.
          .onConflictDoNothing({ target: weeklyAdSubscribers.email })
          .returning();
    if (subscriber) await queueWeeklyAdSignUpMail('confirm', subscriber, proof.locale, adLinkToken(subscriber, at), at, tx);
  });
}

/** Confirms the subscription a confirmation link names (again: nothing changes). Null for a link that is not one. */
export async function confirmSubscription(token: string | undefined, at: Date): Promise<Subscriber | null> {
  const subscriber = await subscriberOfLink(token, at);
  if (!subscriber || subscriber.status === 'confirmed') return subscriber;
  const db = await getDb();
  const [confirmed] = await db
    .update(weeklyAdSubscribers)
    .set({ status: 'confirmed', confirmedAt: at, unsubscribedAt: null })
    .where(eq(weeklyAdSubscribers.id, subscriber.id))
    .returning();
  return confirmed ?? null;
}

/** The store, language, editions and watched items changed from a mail's link. Null for a link that is not one. */
export async function saveAdSettings(token: string | undefined, settings: WeeklyAdSettings, at: Date): Promise<Subscriber | null> {
  const subscriber = await subscriberOfLink(token, at);
  if (!subscriber) return null;
  const db = await getDb();
  const [saved] = await db
    .update(weeklyAdSubscribers)
    .set({ storeSlug: settings.store, language: settings.language, editions: settings.editions, watches: watchesOf(settings.watches) })
    .where(eq(weeklyAdSubscribers.id, subscriber.id))
    .returning();
  return saved ?? null;
}

/** Unsubscribes at once (the one-click POST, or the button of the link's page). Null for a link that is not one. */
export async function unsubscribe(token: string | undefined, at: Date): Promise<Subscriber | null> {
  const subscriber = await subscriberOfLink(token, at);
  if (!subscriber || subscriber.status === 'unsubscribed') return subscriber;
  const db = await getDb();
  const [gone] = await db
    .update(weeklyAdSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: at })
    .where(eq(weeklyAdSubscribers.id, subscriber.id))
    .returning();
  return gone ?? null;
}
