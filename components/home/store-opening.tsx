import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { formatDay } from '@/lib/format/dates';
import { formatHours } from '@/lib/stores/opening';
import type { NewestStore } from '@/lib/stores/newest-store';
import type { StoreDetails, StoreIdentity } from '@/lib/stores/store';
import styles from './store-opening.module.css';

/**
 * The store-opening popup's content: the newest store (a grand opening only in its first weeks),
 * when it opened, where, its hours, and where to read more.
 */
export async function StoreOpening({ locale, newest: { store, number, grandOpening } }: { locale: AppLocale; newest: NewestStore<StoreIdentity & Partial<StoreDetails>> }) {
  const t = await getTranslations({ locale, namespace: 'home.opening' });
  const ts = await getTranslations({ locale, namespace: 'stores' });
  const td = await getTranslations({ locale, namespace: 'storeDetail' });
  const first = store.week?.[0];
  // "Daily" only when every day has the same hours; otherwise the store page tells them.
  const daily = first && store.week!.every((day) => day?.open === first.open && day.close === first.close) ? first : null;
  const name = locale === 'ko' ? store.title : store.titleEng;
  return (
    <div className={styles.opening}>
      <div className={styles.art} aria-hidden="true">
        <ServerImage src="/images/food/store.webp" alt="" width={160} height={160} className={styles.store} />
        <ServerImage src="/images/food/party-popper.webp" alt="" width={96} height={96} className={styles.party} />
        <ServerImage src="/images/food/shopping-cart.webp" alt="" width={88} height={88} className={styles.cart} />
      </div>
      <p className={styles.kicker}>{t('kicker', { number })}</p>
      <p className={styles.headline}>{t(grandOpening ? 'headline' : 'headlineNewest', { name })}</p>
      <p>{t('opened', { date: formatDay(store.opened, locale) })}</p>
      <dl className={styles.facts}>
        {store.address ? (
          <>
            <dt>{t('address')}</dt>
            <dd>{store.address}</dd>
          </>
        ) : null}
        {daily ? (
          <>
            <dt>{t('hours')}</dt>
            <dd>{t('daily', { hours: formatHours(daily, locale) })}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.links}>
        <Link href={`/location-detail/${store.slug}`} className="button">
          {t('storePage')}
        </Link>
        <Link href={{ pathname: '/event', query: { location: store.locationCode } }} className="button button-outline">
          {td('dealsLink', { state: ts(`states.${store.state}`) })}
        </Link>
      </p>
    </div>
  );
}
