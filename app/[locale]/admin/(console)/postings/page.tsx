import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { storeToday } from '@/lib/dates';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { can } from '@/lib/admin/permissions';
import { postingStatus } from '@/lib/admin/posting-status';
import { staffForPage } from '@/lib/server/admin/guard';
import { now } from '@/lib/server/clock';
import { listPostingsForStaff, POSTING_STATES, type PostingListState } from '@/lib/server/services/posting-admin';
import { ListCard, ListHeader } from '@/components/admin/record-pages';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';
import panel from '@/components/ui/filter-panel.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/postings'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.postings' });
  return { title: t('title') };
}

const stateOf = (value: string): PostingListState => ((POSTING_STATES as readonly string[]).includes(value) ? (value as PostingListState) : 'all');

/** Every job posting (drafts, scheduled and closed ones too): search by title, filter by state, newest first. */
export default async function AdminPostingsPage({ params, searchParams }: PageProps<'/[locale]/admin/postings'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin/postings', 'postings:manage');
  const query = (await searchParams) as SearchParams;
  const search = firstValue(query, 'q').trim().slice(0, 100);
  const state = stateOf(firstValue(query, 'state'));
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const at = now();
  const today = storeToday(at);
  const found = await listPostingsForStaff({ search, state, page }, today, at);
  const t = await getTranslations('admin.postings');
  const readsApplications = can(staff.role, 'applications:read');
  const filters = { q: search || undefined, state: state === 'all' ? undefined : state };

  return (
    <>
      <ListHeader title={t('title')} lead={t('lead')} newHref="/admin/postings/new" newLabel={t('new')} deleted={firstValue(query, 'deleted') === '1' ? t('deleted') : undefined} />
      <form method="get" className={panel.panel} aria-label={t('filters')}>
        <label className={panel.field}>
          {t('search')}
          <input type="search" name="q" defaultValue={search} maxLength={100} />
        </label>
        <label className={panel.field}>
          {t('state')}
          <select name="state" defaultValue={state}>
            {POSTING_STATES.map((option) => (
              <option key={option} value={option}>
                {t(`states.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('show')}
        </button>
      </form>
      <ListCard
        id="posting-total"
        total={t('total', { count: found.count })}
        empty={t('empty')}
        table={
          found.results.length === 0 ? null : (
            <AdminTable label={t('title')} columns={[t('number'), t('postTitle'), t('periodColumn'), t('status'), t('applications')]}>
              {found.results.map((posting) => {
                const status = postingStatus(posting, today, at);
                return (
                  <tr key={posting.id}>
                    <td>{posting.id}</td>
                    <td>
                      <Link href={`/admin/postings/${posting.id}`} prefetch={false}>
                        {inLanguage(locale, posting.title, posting.title_eng)}
                      </Link>
                    </td>
                    <td>
                      {posting.start_date ? formatDay(posting.start_date, locale) : formatDay(storeDayOf(posting.created_at), locale)} –{' '}
                      {posting.due_date ? formatDay(posting.due_date, locale) : t('alwaysOpen')}
                    </td>
                    <td>
                      <span className={styles.badge} data-state={status}>
                        {t(`statuses.${status}`)}
                      </span>
                      {posting.pay_missing ? (
                        <span className={styles.badge} data-state="warning">
                          {t('payMissing')}
                        </span>
                      ) : null}
                    </td>
                    <td>
                      {readsApplications && posting.applications > 0 ? (
                        <Link href={`/admin/applications?posting=${posting.id}`} prefetch={false}>
                          {t('applicationCount', { count: posting.applications })}
                        </Link>
                      ) : (
                        t('applicationCount', { count: posting.applications })
                      )}
                    </td>
                  </tr>
                );
              })}
            </AdminTable>
          )
        }
        pagination={<Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/postings${queryString({ ...filters, page: target > 1 ? target : undefined })}`} />}
      />
    </>
  );
}
