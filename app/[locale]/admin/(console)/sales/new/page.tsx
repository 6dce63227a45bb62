import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { staffForPage } from '@/lib/server/admin/guard';
import { RecordHeader } from '@/components/admin/record-pages';
import { SaleForm } from '@/components/admin/sale-form';
import { saleRegions } from '@/components/admin/record-options';
import { saveSaleAction } from '../../../sale-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/sales/new'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.sales' });
  return { title: t('new') };
}

/** A new week's sale for a region. */
export default async function NewSalePage({ params }: PageProps<'/[locale]/admin/sales/new'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/sales/new', 'sales:manage');
  const t = await getTranslations('admin.sales');
  return (
    <>
      <RecordHeader listHref="/admin/sales" listLabel={t('list')} title={t('new')} />
      <section className={styles.card}>
        <SaleForm
          action={saveSaleAction.bind(null, locale, null)}
          initial={{ sale_start: '', location: null, published: false, flyers: { file_korean: null, file_chinese: null, file_vietnamese: null, file_indian: null } }}
          locations={saleRegions(locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
