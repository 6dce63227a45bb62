import 'server-only';
import { and, count, desc, eq, gt, inArray, like, or } from 'drizzle-orm';
import { STORES, WEEKLY_AD_EXCLUSIONS } from '@/lib/content/stores';
import { getDb } from '@/lib/server/db';
import { mailQueue, sales, weeklyAdSends, weeklyAdSubscribers } from '@/lib/server/db/schema';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import { audit } from './audit';
import type { Actor } from './staff-accounts';
import type { Subscriber } from './weekly-ad';

/*
 * The weekly ad in the back office (issue 53): how many subscribe at each store and in which
 * language, and each sale's send (for those who manage the sales: counts only); the subscribers
 * themselves, each read audited, and an address removed (admins).
 */

export interface SubscriberCount {
  store: string;
  language: Subscriber['language'];
  confirmed: number;
  pending: number;
}

/** Confirmed and waiting subscriptions by store and language; those stopped are not counted. */
export async function subscriberCounts(): Promise<SubscriberCount[]> {
  const db = await getDb();
  const rows = await db
    .select({ store: weeklyAdSubscribers.storeSlug, language: weeklyAdSubscribers.language, status: weeklyAdSubscribers.status, n: count() })
    .from(weeklyAdSubscribers)
    .where(inArray(weeklyAdSubscribers.status, ['confirmed', 'pending']))
    .groupBy(weeklyAdSubscribers.storeSlug, weeklyAdSubscribers.language, weeklyAdSubscribers.status);
  const counts = new Map<string, SubscriberCount>();
  for (const row of rows) {
    const key = `${row.store}:${row.language}`;
    const entry = counts.get(key) ?? { store: row.store, language: row.language, confirmed: 0, pending: 0 };
    entry[row.status === 'confirmed' ? 'confirmed' : 'pending'] += row.n;
    counts.set(key, entry);
  }
  const order = (slug: string) => STORES.findIndex((store) => store.slug === slug);
  return [...counts.values()].sort((a, b) => order(a.store) - order(b.store) || a.language.localeCompare(b.language));
}

export interface SendReport {
  saleId: number;
  location: number;
  saleStart: string;
  at: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  /** Subscribers of the region's stores who unsubscribed after the send. */
  unsubscribedSince: number;
}

/** The latest sends, newest first: how many were queued, are still waiting, went, failed, and stopped since. */
export async function weeklyAdSendReports(limit = 20): Promise<SendReport[]> {
  const db = await getDb();
  const sends = await db
    .select({ saleId: weeklyAdSends.saleId, location: weeklyAdSends.location, recipients: weeklyAdSends.recipients, at: weeklyAdSends.createdAt, saleStart: sales.saleStart })
    .from(weeklyAdSends)
    .innerJoin(sales, eq(sales.id, weeklyAdSends.saleId))
    .orderBy(desc(weeklyAdSends.createdAt))
    .limit(limit);
  return Promise.all(
    sends.map(async (send) => {
      const statuses = await db
        .select({ status: mailQueue.status, n: count() })
        .from(mailQueue)
        .where(like(mailQueue.key, `weekly-ad:${send.saleId}:%`))
        .groupBy(mailQueue.status);
      const stores = STORES.filter((store) => store.locationCode === send.location && !WEEKLY_AD_EXCLUSIONS[store.slug]).map((store) => store.slug);
      const [stopped] = await db
        .select({ n: count() })
        .from(weeklyAdSubscribers)
        .where(and(eq(weeklyAdSubscribers.status, 'unsubscribed'), gt(weeklyAdSubscribers.unsubscribedAt, send.at), inArray(weeklyAdSubscribers.storeSlug, stores)));
      const of = (status: string) => statuses.find((row) => row.status === status)?.n ?? 0;
      return {
        saleId: send.saleId,
        location: send.location,
        saleStart: send.saleStart,
        at: send.at.toISOString(),
        recipients: send.recipients,
        queued: of('pending'),
        sent: of('sent'),
        failed: of('failed'),
        unsubscribedSince: stopped?.n ?? 0,
      };
    }),
  );
}

export interface SubscriberRow {
  id: number;
  email: string;
  store: string;
  language: Subscriber['language'];
  status: Subscriber['status'];
  created_at: string;
}

const rowOf = (row: Subscriber): SubscriberRow => ({ id: row.id, email: row.email, store: row.storeSlug, language: row.language, status: row.status, created_at: row.createdAt.toISOString() });

/** The subscribers, newest first, narrowed by store and state (admins: the addresses). */
export async function listSubscribers(page: number, filter: { store?: string; status?: Subscriber['status'] } = {}): Promise<PageOf<SubscriberRow>> {
  const db = await getDb();
  const where = and(filter.store ? eq(weeklyAdSubscribers.storeSlug, filter.store) : undefined, filter.status ? eq(weeklyAdSubscribers.status, filter.status) : undefined);
  const [total] = await db.select({ n: count() }).from(weeklyAdSubscribers).where(where);
  const rows = await db
    .select()
    .from(weeklyAdSubscribers)
    .where(where)
    .orderBy(desc(weeklyAdSubscribers.createdAt), desc(weeklyAdSubscribers.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page, results: rows.map(rowOf) };
}

/** One subscriber with the proof of their consent, read as `actor` (audited). */
export async function readSubscriberAsStaff(id: number, actor: Actor): Promise<Subscriber | null> {
  const db = await getDb();
  const [row] = await db.select().from(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.id, id));
  if (!row) return null;
  await audit({ staffId: actor.staffId, action: 'read', subjectKind: 'weekly-ad-subscriber', subjectId: id, address: actor.address });
  return row;
}

/**
 * Removes an address (an admin, when someone asks by phone or at the store): the subscription
 * and every mail still waiting to go to it, in one transaction with its audit row. False when
 * there was none.
 */
export async function removeSubscriber(id: number, actor: Actor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(weeklyAdSubscribers).where(eq(weeklyAdSubscribers.id, id)).returning({ id: weeklyAdSubscribers.id });
    if (!gone) return false;
    await tx
      .delete(mailQueue)
      .where(and(eq(mailQueue.status, 'pending'), or(like(mailQueue.key, `weekly-ad:%:${id}`), like(mailQueue.key, `weekly-ad-sign-up:${id}:%`))));
    await audit({ staffId: actor.staffId, action: 'weekly-ad-subscriber-remove', subjectKind: 'weekly-ad-subscriber', subjectId: id, address: actor.address }, tx);
    return true;
  });
}
