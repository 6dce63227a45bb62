import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { recordId } from '@/lib/admin/record-id';
import { staffForPage } from '@/lib/server/admin/guard';
import { getSaleForStaff } from '@/lib/server/services/sale-admin';
import { Forbidden } from '@/components/admin/forbidden';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { RecordActions } from '@/components/admin/record-actions';
import { SaleForm } from '@/components/admin/sale-form';
import { recordActionLabels } from '@/components/admin/posting-labels';
import { saleFormLabels, saleRegions } from '@/components/admin/sale-labels';
import { validationMessages } from '@/components/admin/validation-messages';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { deleteSaleAction, publishSaleAction, saveSaleAction } from '../../../sale-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/sales/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.sales' });
  return { title: t('edit') };
}

/** One week's sale: its flyers as /sale shows them, replaceable; publish and delete. */
export default async function EditSalePage({ params, searchParams }: PageProps<'/[locale]/admin/sales/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { forbidden } = await staffForPage(locale, `/admin/sales/${encodeURIComponent(rawId)}`, 'sales:manage');
  if (forbidden) return <Forbidden />;
  const id = recordId(rawId);
  const sale = id === null ? null : await getSaleForStaff(id);
  if (!sale) return <NotFoundContent />;
  const t = await getTranslations('admin.sales');
  const saved = firstValue((await searchParams) as SearchParams, 'saved') === '1';

  return (
    <>
      <RecordHeader listHref="/admin/sales" listLabel={t('list')} title={t('edit')} />
      <OnSite
        label={t('onSite')}
        shown={
          <Link href={`/sale?location=${sale.location}`} target="_blank" prefetch={false}>
            {t('viewOnSite')}
          </Link>
        }
        actions={
          <RecordActions
            id={sale.id}
            published={sale.published}
            publish={publishSaleAction.bind(null, locale)}
            remove={deleteSaleAction.bind(null, locale)}
            labels={await recordActionLabels(t('confirmDelete'))}
            loginHref={getPathname({ href: '/admin/login', locale })}
          />
        }
      />
      <section className={styles.card}>
        <SaleForm
          action={saveSaleAction.bind(null, locale, sale.id)}
          initial={sale}
          locations={saleRegions(locale)}
          labels={await saleFormLabels()}
          messages={await validationMessages()}
          loginHref={getPathname({ href: '/admin/login', locale })}
          locale={locale}
          notice={saved ? t('created') : undefined}
        />
      </section>
    </>
  );
}
