import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { staffForPage } from '@/lib/server/admin/guard';
import { listApplicationsForStaff } from '@/lib/server/services/private-records';
import { getPostingForStaff } from '@/lib/server/services/posting-admin';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/applications'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.applications' });
  return { title: t('title') };
}

/** Applications (hr and admin), of one posting (`?posting=`) or all, newest first. */
export default async function AdminApplicationsPage({ params, searchParams }: PageProps<'/[locale]/admin/applications'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/applications', 'applications:read');
  const query = (await searchParams) as SearchParams;
  const postingId = intValue(query, 'posting', { min: 1, max: 999_999_999 });
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const posting = postingId ? await getPostingForStaff(postingId) : null;
  const found = await listApplicationsForStaff({ postingId: posting?.id, page });
  const t = await getTranslations('admin.applications');

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">
        {posting ? t('ofPosting', { title: inLanguage(locale, posting.title, posting.title_eng) }) : t('lead')}
        {posting ? (
          <>
            {' '}
            <Link href="/admin/applications">{t('all')}</Link>
          </>
        ) : null}
      </p>
      <section className={styles.card} aria-labelledby="application-total">
        <p id="application-total">{t('total', { count: found.count })}</p>
        {found.results.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <AdminTable label={t('title')} columns={[t('number'), t('applicant'), t('posting'), t('date')]}>
            {found.results.map((application) => (
              <tr key={application.id}>
                <td>{application.id}</td>
                <td>
                  <Link href={`/admin/applications/${application.id}`} prefetch={false}>
                    {application.name}
                  </Link>{' '}
                  &lt;{application.email}&gt;
                </td>
                <td>
                  <Link href={`/admin/applications${queryString({ posting: application.posting_id })}`} prefetch={false}>
                    {inLanguage(locale, application.posting_title, application.posting_title_eng)}
                  </Link>
                </td>
                <td>{formatDay(storeDayOf(application.created_at), locale)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/applications${queryString({ posting: posting?.id, page: target > 1 ? target : undefined })}`} />
      </section>
    </>
  );
}
