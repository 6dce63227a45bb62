import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPathname } from '@/lib/i18n/navigation';
import { EDITIONS, type Edition, type SaleItem } from '@/lib/sale/items';
import type { StaffSale } from '@/lib/server/services/sale-admin';
import { importSaleItemsAction } from '@/app/[locale]/admin/sale-item-actions';
import { ItemsTable } from './items-table';
import { ImportColumns } from './import-columns';
import { ItemImportForm } from './import-form';
import { FlyerSpots } from './flyer-spots';
import styles from '../admin.module.css';

/** The template's address: a staff-only route, so it is always this build's columns. */
const TEMPLATE_HREF = '/api/admin/sale-items/template';

/** A week's flyer items on its admin page: the list, the import, and their places on each edition's flyer. */
export async function SaleItemsSection({ locale, sale, items }: { locale: AppLocale; sale: StaffSale; items: SaleItem[] }) {
  const t = await getTranslations('admin.sales.items');
  const editionWords = await getTranslations('admin.sales.editions');
  const editionName = (edition: Edition) => editionWords(`file_${edition}`);
  const flyers = EDITIONS.flatMap((edition) => {
    const flyer = sale.flyers[`file_${edition}`];
    return flyer ? [{ edition, url: flyer.url }] : [];
  });
  const loginHref = getPathname({ href: '/admin/login', locale });

  return (
    <section className={styles.card} aria-labelledby="sale-items-title">
      <h2 id="sale-items-title">{t('title')}</h2>
      <p className={styles.hint}>{t('lead')}</p>
      <ItemsTable items={items} locale={locale} editionName={editionName} loginHref={loginHref} />
      <h3>{t('import')}</h3>
      <ItemImportForm action={importSaleItemsAction.bind(null, locale, sale.id)} loginHref={loginHref} historyHref={`/admin/revisions/sale/${sale.id}`}>
        <ImportColumns templateHref={TEMPLATE_HREF} />
      </ItemImportForm>
      <h3>{t('spots')}</h3>
      <FlyerSpots flyers={flyers} items={items} locale={locale} editionName={editionName} loginHref={loginHref} />
    </section>
  );
}
