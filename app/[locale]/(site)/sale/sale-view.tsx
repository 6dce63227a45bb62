import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { codesOrNull, type CodeOption } from '@/lib/server/services/common-codes';
import { getCurrentSale, type Sale } from '@/lib/server/services/sales';
import { previewOf } from '@/lib/server/preview';
import { listSaleItems } from '@/lib/server/services/sale-items';
import type { SaleItem } from '@/lib/sale/items';
import { formatDay, formatSaleWeek, formatShortWeek } from '@/lib/format/dates';
import { pageMetadata } from '@/lib/seo/metadata';
import { saleHref, saleRegionBySlug } from '@/lib/content/sale-regions';
import { notFound, permanentRedirect } from 'next/navigation';
import { storeToday } from '@/lib/dates';
import { SaleLocationPicker } from '@/components/sale/sale-location-picker';
import { SaleRegionLinks } from '@/components/sale/sale-region-links';
import { SaleSearchForm } from '@/components/sale/sale-search-form';
import { SaleWeek } from '@/components/sale/sale-week';
import styles from '@/components/sale/flyer-viewer.module.css';
import { getPathname } from '@/lib/i18n/navigation';
import { readOrNull } from '@/lib/server/services/read-or-null';
import { findStore } from '@/lib/server/services/stores';
import { specialHoursAround } from '@/lib/server/services/special-hours';
import { MyStoreCard, MyStorePrompt } from '@/components/stores/my-store-card';
import { WeeklyAdBox } from '@/components/weekly-ad/weekly-ad-box';
import { CHOOSABLE_STORES } from '@/lib/stores/my-store';
import { SavedSaleNotice } from '@/components/offline/saved-sale-notice';
import { AddToHomeScreen } from '@/components/offline/add-to-home-screen';

/** The region's week (`/sale/maryland`); a region typed in other letters ("Maryland") moves for good to its address. */
export function saleWeekOf(locale: AppLocale, slug: string): SaleView {
  const region = saleRegionBySlug(slug);
  if (region) return { location: region.location, day: storeToday() };
  const named = saleRegionBySlug(slug.toLowerCase());
  if (named) permanentRedirect(getPathname({ locale, href: saleHref(named.location) }));
  notFound();
}

/** A region's week on a store day. */
export interface SaleView {
  location: number;
  day: string;
}

type Loaded = { state: 'failed' } | { state: 'missing' } | { state: 'found'; sale: Sale; items: SaleItem[] };

async function loadSale({ location, day }: SaleView): Promise<Loaded> {
  try {
    const sale = await getCurrentSale(location, day, (await previewOf('sale')) ?? undefined);
    if (!sale) return { state: 'missing' };
    // The items are extra: when they cannot be read, the flyer still shows.
    const items = await listSaleItems(sale.id).catch((error: unknown) => {
      console.error('weekly sale items failed to load', error);
      return [];
    });
    return { state: 'found', sale, items };
  } catch (error) {
    console.error('weekly sale failed to load', error);
    return { state: 'failed' };
  }
}

async function locationsOrNull(locale: AppLocale): Promise<CodeOption[] | null> {
  return (await codesOrNull('location', locale))?.filter((option) => option.value > 0) ?? null;
}

/** `/sale` asks for a state; each state's week (`/sale/maryland`) is a page of its own, canonical to itself. */
export async function saleMetadata(locale: AppLocale, week?: SaleView) {
  const t = await getTranslations({ locale, namespace: 'sale' });
  const region = week ? (await codesOrNull('location', locale))?.find((option) => option.value === week.location)?.label : undefined;
  if (!week || !region) return pageMetadata({ locale, path: '/sale', title: t('title'), description: t('description') });
  const loaded = await loadSale(week);
  const start = loaded.state === 'found' ? loaded.sale.sale_start : undefined;
  return pageMetadata({
    locale,
    path: saleHref(week.location),
    title: start ? t('regionTitle', { region, week: formatShortWeek(start, locale) }) : `${region} ${t('title')}`,
    description: start ? t('regionDescription', { region, week: formatSaleWeek(start, locale) }) : t('regionDescriptionNoWeek', { region }),
  });
}

/** The shopper's store on a sale page (its twin for that store, proxy.ts), or null: a sale shows without it. */
async function myStoreOrNull(slug: string | undefined, today: string) {
  if (!slug) return null;
  return readOrNull('my store', async () => {
    const [store, specials] = await Promise.all([findStore(slug), specialHoursAround(today)]);
    return store ? { store, specials } : null;
  });
}

/**
 * Weekly Sale. For a region, the server renders the week and the flyer into the first HTML, so
 * a phone shows them before any script runs.
 */
export async function SalePageView({ locale, week, myStore }: { locale: AppLocale; week?: SaleView; myStore?: string }) {
  const [options, loaded, mine] = await Promise.all([locationsOrNull(locale), week ? loadSale(week) : null, week ? myStoreOrNull(myStore, week.day) : null]);
  const t = await getTranslations('sale');
  const app = await getTranslations({ locale, namespace: 'app' });
  const locationLabel = options?.find((option) => option.value === week?.location)?.label ?? '';
  const lastDay = loaded?.state === 'found' ? formatDay(loaded.sale.sale_end, locale) : '';

  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <SaleLocationPicker
        options={options}
        location={week?.location}
        labels={{ location: t('location'), select: t('selectLocation'), view: t('view'), required: t('required'), codesError: t('codesError') }}
      />
      {options ? <SaleRegionLinks regions={options} current={week?.location} label={t('regionsLabel')} /> : null}
      {week && mine ? <MyStoreCard locale={locale} store={mine.store} today={week.day} specials={mine.specials} saleLocation={week.location} back={getPathname({ href: saleHref(week.location), locale })} /> : null}
      {week && !mine ? <MyStorePrompt locale={locale} back={getPathname({ href: saleHref(week.location), locale })} /> : null}
      <SaleSearchForm locale={locale} />
      {!loaded ? (
        <p className={styles.prompt}>
          {t('prompt')}{' '}
          <Link href="/event">{t('promptLink')}</Link>
        </p>
      ) : null}
      {loaded?.state === 'failed' ? (
        <p className="notice-box" role="alert">
          {t('loadError')}
        </p>
      ) : null}
      {loaded?.state === 'missing' ? <p className="notice-box">{t('noSale')}</p> : null}
      {loaded?.state === 'found' && week ? (
        <>
          <SavedSaleNotice saleEnd={loaded.sale.sale_end} words={{ offline: app('saved.offline', { date: lastDay }), ended: app('saved.ended', { date: lastDay }) }} />
          <SaleWeek key={`${loaded.sale.id}`} sale={loaded.sale} items={loaded.items} locationLabel={locationLabel} />
        </>
      ) : null}
      {week ? <AddToHomeScreen locale={locale} /> : null}
      {week ? <WeeklyAdBox locale={locale} page={getPathname({ href: saleHref(week.location), locale })} store={mine?.store.slug ?? CHOOSABLE_STORES.find((store) => store.locationCode === week.location)?.slug} /> : null}
    </div>
  );
}
