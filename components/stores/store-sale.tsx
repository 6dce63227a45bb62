'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { HttpError } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { formatSaleWeek } from '@/lib/format/dates';
import { FlyerViewer } from '../sale/flyer-viewer';
import { flyerEditions } from '../sale/flyer-editions';
import type { FlyerViewerLabels } from '../sale/sale-labels';
import styles from './store-detail.module.css';

export interface StoreSaleLabels {
  loading: string;
  loadError: string;
  noSale: string;
  week: string;
  tabNames: Record<number, string>;
  /** "… {location} … {edition} … {week}". */
  altTemplate: string;
  viewer: FlyerViewerLabels;
}

interface StoreSaleProps {
  location: number;
  locationName: string;
  /** The small print (and, for a store the ads exclude, the plain word that they do not apply). */
  disclaimer: ReactNode;
  labels: StoreSaleLabels;
}

/** The store's weekly flyer (sale/?location=), with the same viewer and small print as /sale. */
export function StoreSale({ location, locationName, disclaimer, labels }: StoreSaleProps) {
  const locale = useAppLocale();
  const { data, error } = useSWR(['sale', location], () => endpoints.sale(location));
  if (error) return <p role={error instanceof HttpError && error.status === 404 ? undefined : 'alert'}>{error instanceof HttpError && error.status === 404 ? labels.noSale : labels.loadError}</p>;
  if (!data) return <p aria-busy="true">{labels.loading}</p>;
  const week = formatSaleWeek(data.sale_start, locale);
  const editions = flyerEditions(data, labels.tabNames, labels.altTemplate, locationName, week);
  return (
    <section aria-label={labels.week}>
      <p className={styles.saleWeek}>
        <span className="visually-hidden">{labels.week}: </span>
        {week}
      </p>
      {disclaimer}
      <FlyerViewer editions={editions} initialTab={1} labels={labels.viewer} />
    </section>
  );
}
