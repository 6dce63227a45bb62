import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { staffForPage } from '@/lib/server/admin/guard';
import { listInquiriesForStaff } from '@/lib/server/services/inquiries';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';
import panel from '@/components/ui/filter-panel.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/inquiries'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.inquiries' });
  return { title: t('title') };
}

const asOneOrTwo = (value: number | undefined) => (value === 1 || value === 2 ? value : undefined);

/** Inquiries for support and admin: by status and kind, newest first, each opening its answer page. */
export default async function AdminInquiriesPage({ params, searchParams }: PageProps<'/[locale]/admin/inquiries'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/inquiries', 'inquiries:answer');
  const query = (await searchParams) as SearchParams;
  const progress = asOneOrTwo(intValue(query, 'progress', { min: 1, max: 2 }));
  const type = asOneOrTwo(intValue(query, 'type', { min: 1, max: 2 }));
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const found = await listInquiriesForStaff({ progress, type, page });
  const t = await getTranslations('admin.inquiries');
  const filters = { progress, type };

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <form method="get" className={panel.panel} aria-label={t('filters')}>
        <label className={panel.field}>
          {t('progress')}
          <select name="progress" defaultValue={progress ?? ''}>
            <option value="">{t('all')}</option>
            <option value="1">{t('pending')}</option>
            <option value="2">{t('completed')}</option>
          </select>
        </label>
        <label className={panel.field}>
          {t('type')}
          <select name="type" defaultValue={type ?? ''}>
            <option value="">{t('all')}</option>
            <option value="1">{t('general')}</option>
            <option value="2">{t('vendor')}</option>
          </select>
        </label>
        <button type="submit" className="button">
          {t('show')}
        </button>
      </form>
      <section className={styles.card} aria-labelledby="inquiry-total">
        <p id="inquiry-total">{t('total', { count: found.count })}</p>
        {found.results.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <AdminTable label={t('title')} columns={[t('number'), t('postTitle'), t('type'), t('sender'), t('date'), t('progress')]}>
            {found.results.map((inquiry) => (
              <tr key={inquiry.id}>
                <td>{inquiry.id}</td>
                <td>
                  <Link href={`/admin/inquiries/${inquiry.id}`} prefetch={false}>
                    {inquiry.title}
                  </Link>
                </td>
                <td>{inquiry.inquiry_type === 2 ? t('vendor') : t('general')}</td>
                <td>
                  {inquiry.name} &lt;{inquiry.email}&gt;
                </td>
                <td>{formatDay(storeDayOf(inquiry.created_at), locale)}</td>
                <td>{inquiry.progress === 2 ? t('completed') : t('pending')}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/inquiries${queryString({ ...filters, page: target > 1 ? target : undefined })}`} />
      </section>
    </>
  );
}
