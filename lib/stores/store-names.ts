import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { STORES, storeBySlug } from '@/lib/content/stores';

/** A store named with its state, in `locale` ("메릴랜드 엘리콧시티", "Ellicott City, Maryland"), by slug; null for a slug that names none. */
export async function storeNames(locale: AppLocale): Promise<(slug: string) => string | null> {
  const states = await getTranslations({ locale, namespace: 'stores.states' });
  return (slug) => {
    const store = storeBySlug(slug);
    if (!store) return null;
    return locale === 'ko' ? `${states(store.state)} ${store.title}` : `${store.titleEng}, ${states(store.state)}`;
  };
}

/** Every store as a choice of a form (its slug), named so. */
export async function storeChoices(locale: AppLocale): Promise<Array<{ value: string; label: string }>> {
  const name = await storeNames(locale);
  return STORES.map((store) => ({ value: store.slug, label: name(store.slug)! }));
}
