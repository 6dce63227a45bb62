import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { staffForPage } from '@/lib/server/admin/guard';
import { listTenantsForStaff } from '@/lib/server/services/private-records';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/tenants'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.tenants' });
  return { title: t('title') };
}

/** Food-court tenant applications (support and admin), newest first. */
export default async function AdminTenantsPage({ params, searchParams }: PageProps<'/[locale]/admin/tenants'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/tenants', 'tenants:read');
  const page = intValue((await searchParams) as SearchParams, 'page', { min: 1, max: 100_000 }) ?? 1;
  const found = await listTenantsForStaff(page);
  const t = await getTranslations('admin.tenants');

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <section className={styles.card} aria-labelledby="tenant-total">
        <p id="tenant-total">{t('total', { count: found.count })}</p>
        {found.results.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <AdminTable label={t('title')} columns={[t('number'), t('applicant'), t('storename'), t('businessType'), t('date')]}>
            {found.results.map((tenant) => (
              <tr key={tenant.id}>
                <td>{tenant.id}</td>
                <td>
                  <Link href={`/admin/tenants/${tenant.id}`} prefetch={false}>
                    {tenant.name}
                  </Link>
                </td>
                <td>{tenant.storename}</td>
                <td>{tenant.business_type}</td>
                <td>{formatDay(storeDayOf(tenant.created_at), locale)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/tenants${queryString({ page: target > 1 ? target : undefined })}`} />
      </section>
    </>
  );
}
