'use client';

import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { api, HttpError } from '@/lib/api/client';
import type { Sale } from '@/lib/api/types';
import { formatSaleWeek } from '@/lib/format/dates';
import type { AppLocale } from '@/lib/i18n/routing';
import { FlyerViewer, type FlyerEdition } from '../sale/flyer-viewer';
import type { ZoomDialogLabels } from '../sale/flyer-zoom-dialog';
import styles from './store-detail.module.css';

const TABS = [
  { tab: 1, file: 'file_korean' },
  { tab: 2, file: 'file_chinese' },
  { tab: 3, file: 'file_vietnamese' },
  { tab: 4, file: 'file_indian' },
] as const;

export interface StoreSaleLabels {
  loading: string;
  loadError: string;
  noSale: string;
  week: string;
  tabNames: Record<number, string>;
  /** "… {location} … {edition} … {week}". */
  flyerAlt: string;
  viewer: { tabs: string; noImage: string; zoom: string; print: string; printTitle: string; viewer: ZoomDialogLabels };
}

/** The store's weekly flyer (sale/?location=), with the same viewer as /sale. */
export function StoreSale({ location, locationName, labels }: { location: number; locationName: string; labels: StoreSaleLabels }) {
  const locale = useLocale() as AppLocale;
  const { data, error } = useSWR(['sale', location], () => api.get<Sale>('sale/', { query: { location } }));
  if (error) return <p role={error instanceof HttpError && error.status === 404 ? undefined : 'alert'}>{error instanceof HttpError && error.status === 404 ? labels.noSale : labels.loadError}</p>;
  if (!data) return <p aria-busy="true">{labels.loading}</p>;
  const week = formatSaleWeek(data.sale_start, locale);
  const editions: FlyerEdition[] = TABS.filter(({ tab }) => !(tab === 3 && location === 4)).map(({ tab, file }) => ({
    tab,
    label: labels.tabNames[tab] ?? '',
    url: data[file],
    alt: labels.flyerAlt.replace('{location}', locationName).replace('{edition}', labels.tabNames[tab] ?? '').replace('{week}', week),
  }));
  return (
    <section aria-label={labels.week}>
      <p className={styles.saleWeek}>
        <span className="visually-hidden">{labels.week}: </span>
        {week}
      </p>
      <FlyerViewer editions={editions} initialTab={1} labels={labels.viewer} />
    </section>
  );
}
