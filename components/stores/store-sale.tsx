'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import useSWR from 'swr';
import { HttpError } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { formatSaleWeek } from '@/lib/format/dates';
import { flyerEditions } from '../sale/flyer-editions';
import type { FlyerViewerLabels } from '../sale/sale-labels';
import styles from './store-detail.module.css';

// The viewer is loaded when the Weekly Sale tab is first chosen, beside the week's request, not
// with the store page (it and its zoom dialog were 12 kB of the page's first-load scripts).
const loadViewer = () => import('../sale/flyer-viewer').then((module) => module.FlyerViewer);
const FlyerViewer = dynamic(loadViewer);

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
  useEffect(() => {
    void loadViewer();
  }, []);
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
