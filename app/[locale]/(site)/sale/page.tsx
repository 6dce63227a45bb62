import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { intValue, type SearchParams } from '@/lib/search-params';
import { codesOrNull, type CodeOption } from '@/lib/server/services/common-codes';
import { getCurrentSale, type Sale } from '@/lib/server/services/sales';
import { SaleLocationPicker } from '@/components/sale/sale-location-picker';
import { SaleWeek } from '@/components/sale/sale-week';
import styles from '@/components/sale/flyer-viewer.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatSaleWeek, formatShortWeek } from '@/lib/format/dates';
import { SaleRegionLinks } from '@/components/sale/sale-region-links';

const locationOf = (query: SearchParams) => intValue(query, 'location', { min: 1, max: 4 });

/** `/sale` asks for a state; each state's week (`/sale?location=1`) is a page of its own, canonical to itself. */
export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/sale'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'sale' });
  const location = locationOf((await searchParams) as SearchParams);
  const region = location ? (await codesOrNull('location', locale))?.find((option) => option.value === location)?.label : undefined;
  if (!location || !region) return pageMetadata({ locale, path: '/sale', title: t('title'), description: t('description') });
  const loaded = await loadSale(location);
  const start = loaded.state === 'found' ? loaded.sale.sale_start : undefined;
  return pageMetadata({
    locale,
    path: '/sale',
    query: { location },
    title: start ? t('regionTitle', { region, week: formatShortWeek(start, locale) }) : `${region} ${t('title')}`,
    description: start ? t('regionDescription', { region, week: formatSaleWeek(start, locale) }) : t('regionDescriptionNoWeek', { region }),
  });
}

async function locationsOrNull(locale: AppLocale): Promise<CodeOption[] | null> {
  return (await codesOrNull('location', locale))?.filter((option) => option.value > 0) ?? null;
}

type Loaded = { state: 'none' } | { state: 'failed' } | { state: 'missing' } | { state: 'found'; sale: Sale };

async function loadSale(location: number | undefined): Promise<Loaded> {
  if (!location) return { state: 'none' };
  try {
    const sale = await getCurrentSale(location, storeToday());
    return sale ? { state: 'found', sale } : { state: 'missing' };
  } catch (error) {
    console.error('weekly sale failed to load', error);
    return { state: 'failed' };
  }
}

/**
 * Weekly Sale. With ?location= the server renders the week and the flyer into the first
 * HTML, so a phone shows them before any script runs; ?lang= picks the flyer tab.
 */
export default async function SalePage({ params, searchParams }: PageProps<'/[locale]/sale'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const query = (await searchParams) as SearchParams;
  const location = locationOf(query);
  const tab = intValue(query, 'lang', { min: 1, max: 4 }) ?? 1;
  const [options, loaded] = await Promise.all([locationsOrNull(locale), loadSale(location)]);
  const t = await getTranslations('sale');
  const locationLabel = options?.find((option) => option.value === location)?.label ?? '';

  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <SaleLocationPicker
        options={options}
        location={location}
        labels={{ location: t('location'), select: t('selectLocation'), view: t('view'), required: t('required'), codesError: t('codesError') }}
      />
      {options ? <SaleRegionLinks regions={options} current={location} label={t('regionsLabel')} /> : null}
      {loaded.state === 'none' ? (
        <p className={styles.prompt}>
          {t('prompt')}{' '}
          <Link href="/event">{t('promptLink')}</Link>
        </p>
      ) : null}
      {loaded.state === 'failed' ? (
        <p className="notice-box" role="alert">
          {t('loadError')}
        </p>
      ) : null}
      {loaded.state === 'missing' ? <p className="notice-box">{t('noSale')}</p> : null}
      {loaded.state === 'found' ? <SaleWeek key={`${loaded.sale.id}`} sale={loaded.sale} locationLabel={locationLabel} initialTab={location === 4 && tab === 3 ? 1 : tab} /> : null}
    </div>
  );
}
