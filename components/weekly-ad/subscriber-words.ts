import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { storeNames } from '@/lib/stores/store-names';
import type { Subscriber } from '@/lib/server/services/weekly-ad';

/** A subscription as its pages say it: the address, the store and the mail's language, in `locale`. */
export async function subscriberWords(locale: AppLocale, subscriber: Subscriber) {
  const t = await getTranslations({ locale, namespace: 'weeklyAd' });
  const name = await storeNames(locale);
  return { email: subscriber.email, store: name(subscriber.storeSlug) ?? subscriber.storeSlug, language: t(`languages.${subscriber.language}`) };
}
