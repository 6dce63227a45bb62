import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatSaleWeek } from '@/lib/format/dates';
import type { Sale } from '@/lib/server/services/sales';
import { FlyerViewer, type FlyerEdition } from './flyer-viewer';
import styles from './flyer-viewer.module.css';

/** The spec's flyer tabs; Vietnamese is not published in New Jersey (location 4). */
const TABS = [
  { tab: 1, file: 'file_korean' },
  { tab: 2, file: 'file_chinese' },
  { tab: 3, file: 'file_vietnamese' },
  { tab: 4, file: 'file_indian' },
] as const;

interface SaleWeekProps {
  sale: Sale;
  locationLabel: string;
  initialTab: number;
}

/** One location's week: the dates, the disclaimer (with the Silver Spring and Herndon exclusions in MD and VA), the flyer. */
export async function SaleWeek({ sale, locationLabel, initialTab }: SaleWeekProps) {
  const locale = (await getLocale()) as AppLocale;
  const t = await getTranslations('sale');
  const week = formatSaleWeek(sale.sale_start, locale);
  const editions: FlyerEdition[] = TABS.filter(({ tab }) => !(tab === 3 && sale.location === 4)).map(({ tab, file }) => ({
    tab,
    label: t(`tabs.${tab}`),
    url: sale[file],
    alt: t('flyerAlt', { location: locationLabel, edition: t(`tabs.${tab}`), week }),
  }));

  return (
    <section aria-labelledby="sale-week">
      <h2 id="sale-week" className={styles.week}>
        <span className="visually-hidden">{t('week')}: </span>
        {week}
      </h2>
      <p className={styles.disclaimer}>
        {t('disclaimer')}
        {sale.location === 1 || sale.location === 2 ? <strong>{t('exclusions')}</strong> : null}
      </p>
      <FlyerViewer
        editions={editions}
        initialTab={initialTab}
        labels={{
          tabs: t('tabsLabel'),
          noImage: t('noImage'),
          zoom: t('zoom'),
          print: t('print'),
          printTitle: t('printTitle'),
          viewer: {
            title: t('viewer.title'),
            close: t('viewer.close'),
            zoomIn: t('viewer.zoomIn'),
            zoomOut: t('viewer.zoomOut'),
            reset: t('viewer.reset'),
            help: t('viewer.help'),
            level: t.raw('viewer.level') as string,
          },
        }}
      />
    </section>
  );
}
