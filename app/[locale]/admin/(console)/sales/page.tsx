import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { storeToday } from '@/lib/dates';
import { formatSaleWeek } from '@/lib/format/dates';
import { FLYER_EDITIONS } from '@/lib/validation/weekly-sale';
import { staffForPage } from '@/lib/server/admin/guard';
import { listSalesForStaff } from '@/lib/server/services/sale-admin';
import { ListCard, ListHeader } from '@/components/admin/record-pages';
import { AdminTable } from '@/components/admin/admin-table';
import { editionNames, saleRegions } from '@/components/admin/record-options';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';
import { now } from '@/lib/server/clock';
import { PublishStateBadge, PublishStateSelect } from '@/components/admin/publish-state-parts';
import { isPublishState } from '@/lib/admin/publish-state';
import panel from '@/components/ui/filter-panel.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/sales'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.sales' });
  return { title: t('title') };
}

/** Every week's sale by region, newest first: which editions it has, and whether /sale shows it. */
export default async function AdminSalesPage({ params, searchParams }: PageProps<'/[locale]/admin/sales'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/sales', 'sales:manage');
  const at = now();
  const query = (await searchParams) as SearchParams;
  const location = intValue(query, 'location', { min: 1, max: 4 });
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const rawState = firstValue(query, 'state');
  const state = isPublishState(rawState) ? rawState : undefined;
  const found = await listSalesForStaff({ location, state, page });
  const t = await getTranslations('admin.sales');
  const regions = saleRegions(locale);
  const editions = await editionNames();
  const today = storeToday();

  return (
    <>
      <ListHeader title={t('title')} lead={t('lead')} newHref="/admin/sales/new" newLabel={t('new')} deleted={firstValue(query, 'deleted') === '1' ? t('deleted') : undefined} />
      <form method="get" className={panel.panel} aria-label={t('filters')}>
        <label className={panel.field}>
          {t('location')}
          <select name="location" defaultValue={location ?? ''}>
            <option value="">{t('allRegions')}</option>
            {regions.map((region) => (
              <option key={region.value} value={region.value}>
                {region.label}
              </option>
            ))}
          </select>
        </label>
        <PublishStateSelect value={state} />
        <button type="submit" className="button">
          {t('show')}
        </button>
      </form>
      <ListCard
        id="sale-total"
        total={t('total', { count: found.count })}
        empty={t('empty')}
        table={
          found.results.length === 0 ? null : (
            <AdminTable label={t('title')} columns={[t('week'), t('location'), t('flyers'), t('status')]}>
              {found.results.map((sale) => {
                const status = !sale.published ? 'draft' : sale.sale_start > today ? 'scheduled' : sale.sale_end < today ? 'closed' : 'open';
                return (
                  <tr key={sale.id}>
                    <td>
                      <Link href={`/admin/sales/${sale.id}`} prefetch={false}>
                        {formatSaleWeek(sale.sale_start, locale)}
                      </Link>
                    </td>
                    <td>{regions.find((region) => region.value === sale.location)?.label}</td>
                    <td>
                      {FLYER_EDITIONS.filter((edition) => sale.flyers[edition])
                        .map((edition) => editions[edition])
                        .join(', ')}
                    </td>
                    <td>
                      <div className={styles.actions}>
                        <PublishStateBadge record={sale} now={at} />
                        <span className={styles.badge} data-state={status}>
                          {t(`statuses.${status}`)}
                        </span>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
          )
        }
        pagination={<Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/sales${queryString({ location, state, page: target > 1 ? target : undefined })}`} />}
      />
    </>
  );
}
