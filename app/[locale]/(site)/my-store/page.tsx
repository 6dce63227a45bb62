import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { storeToday } from '@/lib/dates';
import { now } from '@/lib/server/clock';
import { findStore } from '@/lib/server/services/stores';
import { specialHoursAround } from '@/lib/server/services/special-hours';
import { MY_STORE_COOKIE, backTo, choosableStore } from '@/lib/stores/my-store';
import { MyStoreCard } from '@/components/stores/my-store-card';
import { StoreChooser } from '@/components/stores/my-store-forms';
import styles from '@/components/stores/my-store.module.css';

// A shopper's own page: one browser's store, never indexed.
export const generateMetadata = staticPageMetadata('myStore', '/my-store', { robots: { index: false } });

// It shows what this request's cookie says: drawn for each one.
export const dynamic = 'force-dynamic';

/**
 * My store (issue 53): the store this browser chose, with its hours today, and the forms to
 * choose another or forget it. The header links here; the forms elsewhere come back here to say
 * what changed.
 */
export default async function MyStorePage({ params, searchParams }: PageProps<'/[locale]/my-store'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('myStore');
  const chosen = choosableStore((await cookies()).get(MY_STORE_COOKIE.name)?.value);
  const store = chosen ? await findStore(chosen.slug) : undefined;
  const query = (await searchParams) as SearchParams;
  const saved = firstValue(query, 'saved');
  // Reached from a page that would show the store (the home page, a weekly sale): back there once chosen.
  const back = firstValue(query, 'back') ? backTo(firstValue(query, 'back'), '') || undefined : undefined;
  const today = storeToday(now());
  const specials = store ? await specialHoursAround(today) : [];
  const name = store ? (locale === 'en' ? store.titleEng : store.title) : '';
  const here = getPathname({ href: '/my-store', locale });

  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {saved === 'forgotten' && !store ? (
        <p className={styles.saved} role="status">
          {t('forgotten')}
        </p>
      ) : null}
      {saved === 'chosen' && store ? (
        <p className={styles.saved} role="status">
          {t('chosen', { store: name })}
        </p>
      ) : null}
      {store ? <MyStoreCard locale={locale} store={store} today={today} specials={specials} back={`${here}?saved=forgotten`} change={false} /> : <p>{t('none')}</p>}
      <section className={styles.section} aria-labelledby="my-store-choose">
        <h2 id="my-store-choose">{t(store ? 'changeTitle' : 'chooseTitle')}</h2>
        <StoreChooser locale={locale} current={store?.slug} back={back} />
      </section>
      <p className={styles.muted}>{t('kept')}</p>
    </div>
  );
}
