import 'server-only';
import { env } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { storeDayOf } from '@/lib/format/dates';
import { storeBySlug } from '@/lib/content/stores';
import { MAIL_POSTAL_ADDRESS } from '@/lib/content/business';
import type { Database } from '@/lib/server/db';
import type { weeklyAdSubscribers } from '@/lib/server/db/schema';
import { serverTranslator } from '@/lib/server/i18n';
import { queueMails } from './queue';

type Writer = Pick<Database, 'insert'>;
type Subscriber = Pick<typeof weeklyAdSubscribers.$inferSelect, 'id' | 'email' | 'storeSlug'>;

/** Where each sign-up mail links: the page that confirms, or the subscriber's settings. */
const PAGES = { confirm: '/weekly-ad/confirm', already: '/weekly-ad/settings' } as const;

/**
 * The mail a sign-up sends (issue 53), in the language of the page it came from: the link that
 * confirms a new subscription, or, for an address already confirmed, the link to its settings.
 * One a day at most for an address (the key holds the New York day), however often the form is sent.
 */
export async function queueWeeklyAdSignUpMail(kind: keyof typeof PAGES, subscriber: Subscriber, locale: AppLocale, token: string, at: Date, db: Writer): Promise<void> {
  const t = serverTranslator(locale, 'mail');
  const store = storeBySlug(subscriber.storeSlug);
  const link = `${env.siteUrl}${localizedPath(locale, PAGES[kind])}?t=${token}`;
  const words = { store: (locale === 'en' ? store?.titleEng : store?.title) ?? subscriber.storeSlug, link, postal: MAIL_POSTAL_ADDRESS };
  await queueMails(
    [{ key: `weekly-ad-sign-up:${subscriber.id}:${storeDayOf(at.toISOString())}`, recipient: subscriber.email, subject: t(`weeklyAd.${kind}.subject`), body: t(`weeklyAd.${kind}.body`, words) }],
    db,
  );
}
