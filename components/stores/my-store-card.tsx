import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Store } from '@/lib/stores/store';
import { formatHours } from '@/lib/stores/opening';
import { hoursOn, specialsOf, type SpecialDay } from '@/lib/stores/special-hours';
import { saleHref } from '@/lib/content/sale-regions';
import { WEEKLY_AD_EXCLUSIONS } from '@/lib/content/stores';
import { Icon } from '@/components/ui/icon';
import { ForgetMyStore } from './my-store-forms';
import styles from './my-store.module.css';

interface MyStoreCardProps {
  locale: AppLocale;
  store: Store;
  today: string;
  /** Every store's special hours around today (`specialHoursAround`). */
  specials: readonly SpecialDay[];
  /** On a weekly sale: its region, to say whether its prices are the store's. */
  saleLocation?: number;
  /** The page to come back to once the store is forgotten. */
  back: string;
  /** The heading level the page needs (h2 under a page title). */
  heading?: 'h2' | 'h3';
  /** Whether to link to the My store page (not on that page itself). */
  change?: boolean;
}

/**
 * The shopper's store (issue 53): its name, address and hours today (special hours included),
 * its page and its weekly sale, and the ways to change or forget it.
 */
export async function MyStoreCard({ locale, store, today, specials, saleLocation, back, heading: Heading = 'h2', change = true }: MyStoreCardProps) {
  const t = await getTranslations({ locale, namespace: 'myStore' });
  const states = await getTranslations({ locale, namespace: 'stores.states' });
  const english = locale === 'en';
  const title = english ? store.titleEng : store.title;
  const region = states(store.state);
  const { hours, special } = hoursOn(store.week, specialsOf(store.slug, specials), today);
  const note = special ? (english ? special.noteEng : special.note) : '';
  const excluded = WEEKLY_AD_EXCLUSIONS[store.slug] === 'all';
  return (
    <section className={styles.card} aria-labelledby="my-store-name">
      <p className={styles.eyebrow}>
        <Icon name="pin" size={18} />
        {t('yours')}
      </p>
      <Heading id="my-store-name" className={styles.name}>
        {english ? `${title}, ${region}` : `${region} ${title}`}
      </Heading>
      {/* On a weekly sale the flyer comes first: the store's name and hours are enough there. */}
      {saleLocation === undefined ? <p className={styles.line}>{store.address}</p> : null}
      <p className={styles.hours}>
        {hours ? t('todayHours', { hours: formatHours(hours, locale) }) : t('closedToday')}
        {note ? <span className={styles.muted}> ({note})</span> : null}
      </p>
      {saleLocation !== undefined ? (
        <p className={styles.note}>
          {excluded
            ? t('notInAd', { store: title })
            : saleLocation === store.locationCode
              ? t('thisRegion', { store: title })
              : t('otherRegion', { store: title, region })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link href={`/location-detail/${store.slug}`} data-keep-offline="">{t('storePage')}</Link>
        {excluded || saleLocation === store.locationCode ? null : <Link href={saleHref(store.locationCode)}>{t('weeklySale', { region })}</Link>}
        {change ? <Link href="/my-store">{t('change')}</Link> : null}
        <ForgetMyStore locale={locale} back={back} />
      </div>
    </section>
  );
}

/**
 * Where no store is chosen yet: a line that says what choosing one does, and the way to the
 * chooser, which comes back to `back` once a store is chosen.
 */
export async function MyStorePrompt({ locale, back }: { locale: AppLocale; back: string }) {
  const t = await getTranslations({ locale, namespace: 'myStore' });
  return (
    <div className={styles.prompt}>
      <p>{t('prompt')}</p>
      <Link href={{ pathname: '/my-store', query: { back } }} className="button button-outline">
        <Icon name="pin" size={18} />
        {t('choose')}
      </Link>
    </div>
  );
}
