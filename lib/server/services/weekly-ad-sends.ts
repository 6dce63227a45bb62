import 'server-only';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { env } from '@/lib/env';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { addDays } from '@/lib/dates';
import { storeDayOf } from '@/lib/format/dates';
import { SALE_REGIONS, saleHref } from '@/lib/content/sale-regions';
import { MAIL_POSTAL_ADDRESS } from '@/lib/content/business';
import { STORES, WEEKLY_AD_EXCLUSIONS } from '@/lib/content/stores';
import type { AppLocale } from '@/lib/i18n/routing';
import { EDITIONS, type Edition } from '@/lib/sale/items';
import { specialsOf } from '@/lib/stores/special-hours';
import { searchKeysOf } from '@/lib/sale/search-key';
import { saleMail, type SaleMailWords } from '@/lib/mail/weekly-ad-sale';
import { getDb } from '@/lib/server/db';
import { sales, saleItems, storeDetails, storeSpecialHours, weeklyAdSends, weeklyAdSubscribers } from '@/lib/server/db/schema';
import { queueMails, type QueuedMail } from '@/lib/server/mail/queue';
import { latestStartedSale } from './sales';
import { fileUrls } from './files';
import { specialDay } from './special-hours';
import { adLinkToken } from './weekly-ad';

/*
 * The weekly ad's mail (issue 53): when a region's sale becomes public (published, or its
 * scheduled minute passes) the mail worker finds it on its next round, with no staff action and
 * no job of its own, and queues one mail for every confirmed subscriber of the region's stores,
 * in their language. A row of weekly_ad_sends, written in the same transaction as the mails,
 * says the sale was mailed: never again, whatever is corrected or published again after.
 */

/** How many mails one insert writes: 50,000 subscribers are a hundred statements, not one. */
const BATCH = 500;

const catalogues = { ko, en } as const;
const words = (locale: AppLocale): SaleMailWords => {
  const mail = createTranslator({ locale, messages: catalogues[locale], namespace: 'mail.weeklyAdSale' });
  const ad = createTranslator({ locale, messages: catalogues[locale], namespace: 'weeklyAd.editions' });
  return { locale, t: (key, values) => mail(key as 'subject', values), edition: (edition) => ad(edition) };
};
const LANGUAGES = { ko: [words('ko')], en: [words('en')], both: [words('ko'), words('en')] } as const;

/** The sale a region shows at `at` (as its page does), while its week lasts. */
async function currentSale(location: number, at: Date) {
  const today = storeDayOf(at.toISOString());
  const sale = await latestStartedSale(location, today, at);
  return sale && addDays(sale.saleStart, 6) >= today ? sale : null;
}

/** The region's stores a weekly ad applies at (Silver Spring and Herndon have none: store-facts.md). */
const adStoresOf = (location: number) => STORES.filter((store) => store.locationCode === location && !store.distributor && !WEEKLY_AD_EXCLUSIONS[store.slug]);

/** Everything every mail of one sale shares: its items, picture, editions and the stores' hours that week. */
async function saleParts(sale: typeof sales.$inferSelect) {
  const db = await getDb();
  const stores = adStoresOf(sale.location);
  const slugs = stores.map((store) => store.slug);
  const [items, details, specials, url] = await Promise.all([
    db.select().from(saleItems).where(eq(saleItems.saleId, sale.id)).orderBy(asc(saleItems.position), asc(saleItems.id)),
    db.select().from(storeDetails).where(inArray(storeDetails.storeSlug, slugs)),
    db
      .select()
      .from(storeSpecialHours)
      .where(and(gte(storeSpecialHours.day, sale.saleStart), lte(storeSpecialHours.day, addDays(sale.saleStart, 6)))),
    fileUrls([sale.fileKorean]),
  ]);
  const files: Record<Edition, number | null> = { korean: sale.fileKorean, chinese: sale.fileChinese, vietnamese: sale.location === 4 ? null : sale.fileVietnamese, indian: sale.fileIndian };
  const picture = url(sale.fileKorean);
  const days = specials.map(specialDay);
  return {
    stores: new Map(
      stores.map((store) => {
        const week = details.find((row) => row.storeSlug === store.slug)?.week;
        return [store.slug, { title: store.title, titleEng: store.titleEng, week: week!, specials: specialsOf(store.slug, days) }] as const;
      }),
    ),
    // Each item's search keys once a sale, for every subscriber's watched items.
    items: items.map((row) => ({ name: row.name, name_eng: row.nameEng, price: row.price, regular_price: row.regularPrice, unit: row.unit, editions: row.editions, keys: searchKeysOf({ name: row.name, name_eng: row.nameEng, name_own: row.nameOwn }) })),
    flyerPicture: picture ? `${env.siteUrl}${picture}` : null,
    saleEditions: EDITIONS.filter((edition) => files[edition] !== null),
  };
}

/** One subscriber's mail of a sale, with the headers that let a mail program unsubscribe in one click (RFC 8058). */
function mailOf(sale: typeof sales.$inferSelect, parts: Awaited<ReturnType<typeof saleParts>>, subscriber: typeof weeklyAdSubscribers.$inferSelect, at: Date): QueuedMail {
  const token = adLinkToken(subscriber, at);
  const locale: AppLocale = subscriber.language === 'en' ? 'en' : 'ko';
  const page = (path: string) => `${env.siteUrl}${locale === 'en' ? '/en' : ''}${path}?t=${token}`;
  const oneClick = `${env.siteUrl}/api/weekly-ad/unsubscribe/?t=${token}`;
  const mail = saleMail(
    {
      siteUrl: env.siteUrl,
      salePath: saleHref(sale.location),
      saleStart: sale.saleStart,
      flyerPicture: parts.flyerPicture,
      saleEditions: parts.saleEditions,
      items: parts.items,
      store: parts.stores.get(subscriber.storeSlug)!,
      subscriber: { editions: subscriber.editions, signedUp: subscriber.confirmedAt ?? subscriber.createdAt, watches: subscriber.watches },
      links: { settings: page('/weekly-ad/settings'), unsubscribe: page('/weekly-ad/settings') + '#ad-unsubscribe' },
      languages: LANGUAGES[subscriber.language],
    },
    MAIL_POSTAL_ADDRESS,
  );
  return {
    key: `weekly-ad:${sale.id}:${subscriber.id}`,
    recipient: subscriber.email,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    priority: 1,
  };
}

/**
 * Queues the weekly ad of every region whose current sale has not been mailed: one mail per
 * confirmed subscriber of the region's stores, exactly once per sale (a second worker, or a
 * second round, finds the sale's row and writes nothing). `at` is now (tests pass the moment).
 * Returns how many mails were queued.
 */
export async function queueWeeklyAds(at: Date): Promise<number> {
  const db = await getDb();
  let queued = 0;
  for (const region of SALE_REGIONS) {
    const sale = await currentSale(region.location, at);
    if (!sale) continue;
    const [mailed] = await db.select({ saleId: weeklyAdSends.saleId }).from(weeklyAdSends).where(eq(weeklyAdSends.saleId, sale.id));
    if (mailed) continue;
    const parts = await saleParts(sale);
    queued += await db.transaction(async (tx) => {
      const [claimed] = await tx.insert(weeklyAdSends).values({ saleId: sale.id, location: sale.location, recipients: 0 }).onConflictDoNothing().returning();
      if (!claimed) return 0;
      const subscribers = parts.stores.size
        ? await tx
            .select()
            .from(weeklyAdSubscribers)
            .where(and(eq(weeklyAdSubscribers.status, 'confirmed'), inArray(weeklyAdSubscribers.storeSlug, [...parts.stores.keys()])))
            .orderBy(asc(weeklyAdSubscribers.id))
        : [];
      for (let start = 0; start < subscribers.length; start += BATCH) {
        await queueMails(
          subscribers.slice(start, start + BATCH).map((subscriber) => mailOf(sale, parts, subscriber, at)),
          tx,
        );
      }
      await tx.update(weeklyAdSends).set({ recipients: subscribers.length }).where(eq(weeklyAdSends.saleId, sale.id));
      return subscribers.length;
    });
  }
  return queued;
}
