import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { getSaleForStaff } from '@/lib/server/services/sale-admin';
import { listSaleItems } from '@/lib/server/services/sale-items';
import { now } from '@/lib/server/clock';
import { TRASH_DAYS } from '@/lib/server/services/trash';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { SaleForm } from '@/components/admin/sale-form';
import { SaleItemsSection } from '@/components/admin/sale-items/items-section';
import { saleRegions } from '@/components/admin/record-options';
import { saveSaleAction } from '../../../sale-actions';
import { editedRecord, sectionTitle, arrivalNotice } from '../../../record-page';
import { saleHref } from '@/lib/content/sale-regions';
import { OthersEditing } from '@/components/admin/others-editing';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/sales/[id]'>): Promise<Metadata> {
  return sectionTitle(params, 'sales', 'edit');
}

/** One week's sale: its flyers as /sale shows them, replaceable; publish and delete; its items as text and their places on the flyers. */
export default async function EditSalePage({ params, searchParams }: PageProps<'/[locale]/admin/sales/[id]'>) {
  const { locale, record: sale, editing } = await editedRecord(params, 'sale', getSaleForStaff);
  const t = await getTranslations('admin.sales');
  const arrival = await arrivalNotice(searchParams, t('created'));

  return (
    <>
      <RecordHeader listHref="/admin/sales" listLabel={t('list')} title={t('edit')} />
      <OthersEditing kind="sale" id={sale.id} initial={editing} />
      <OnSite
        kind="sale"
        now={now()}
        trashDays={TRASH_DAYS}
        label={t('onSite')}
        view={{ href: saleHref(sale.location), text: t('viewOnSite') }}
        record={sale}
      />
      <section className={styles.card}>
        <SaleForm
          action={saveSaleAction.bind(null, locale, sale.id)}
          initial={sale}
          locations={saleRegions(locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
          notice={arrival}
          revision={sale.revision}
        />
      </section>
      <SaleItemsSection locale={locale} sale={sale} items={await listSaleItems(sale.id)} />
    </>
  );
}
