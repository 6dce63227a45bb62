import { getLocale, getTranslations } from 'next-intl/server';
import { formatSaleWeek } from '@/lib/format/dates';
import type { Sale } from '@/lib/api/types';
import { FlyerViewer } from './flyer-viewer';
import { flyerEditions } from './flyer-editions';
import { flyerLabels } from './sale-labels';
import { SaleDisclaimer } from './sale-disclaimer';
import styles from './flyer-viewer.module.css';

interface SaleWeekProps {
  sale: Sale;
  locationLabel: string;
}

/**
 * One location's week: the dates, the flyer, then its small print (with the Silver Spring and
 * Herndon exclusions in MD and VA), as a printed ad has it: on a phone the flyer then starts in
 * the first screen instead of below five lines of fine print. The page is one per region, cached
 * for all its editions: the first is rendered, the one the address names (`?lang=3`) is shown once
 * the viewer's script has read the address.
 */
export async function SaleWeek({ sale, locationLabel }: SaleWeekProps) {
  const locale = await getLocale();
  const t = await getTranslations('sale');
  const week = formatSaleWeek(sale.sale_start, locale);
  const { viewer, tabNames, altTemplate } = await flyerLabels();

  return (
    <section aria-labelledby="sale-week">
      <h2 id="sale-week" className={styles.week}>
        <span className="visually-hidden">{t('week')}: </span>
        {week}
      </h2>
      <FlyerViewer editions={flyerEditions(sale, tabNames, altTemplate, locationLabel, week)} initialTab={1} tabParam="lang" labels={viewer} main />
      <SaleDisclaimer location={sale.location} />
    </section>
  );
}
