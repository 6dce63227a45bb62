import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { staffForPage } from '@/lib/server/admin/guard';
import { listAnnouncementsForStaff } from '@/lib/server/services/announcement-admin';
import { ListCard, ListHeader } from '@/components/admin/record-pages';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import panel from '@/components/ui/filter-panel.module.css';
import { now } from '@/lib/server/clock';
import { PublishStateBadge, PublishStateSelect } from '@/components/admin/publish-state-parts';
import { isPublishState } from '@/lib/admin/publish-state';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/announcements'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.announcements' });
  return { title: t('title') };
}

/** Every announcement, drafts too: search by title, published or not, newest first. */
export default async function AdminAnnouncementsPage({ params, searchParams }: PageProps<'/[locale]/admin/announcements'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/announcements', 'announcements:manage');
  const at = now();
  const query = (await searchParams) as SearchParams;
  const search = firstValue(query, 'q').trim().slice(0, 100);
  const state = firstValue(query, 'state');
  const shown = isPublishState(state) ? state : undefined;
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const found = await listAnnouncementsForStaff({ search, state: shown, page });
  const t = await getTranslations('admin.announcements');

  return (
    <>
      <ListHeader title={t('title')} lead={t('lead')} newHref="/admin/announcements/new" newLabel={t('new')} deleted={firstValue(query, 'deleted') === '1' ? t('deleted') : undefined} />
      <form method="get" className={panel.panel} aria-label={t('filters')}>
        <label className={panel.field}>
          {t('search')}
          <input type="search" name="q" defaultValue={search} maxLength={100} />
        </label>
        <PublishStateSelect value={shown} />
        <button type="submit" className="button">
          {t('show')}
        </button>
      </form>
      <ListCard
        id="announcement-total"
        total={t('total', { count: found.count })}
        empty={t('empty')}
        table={
          found.results.length === 0 ? null : (
            <AdminTable label={t('title')} columns={[t('number'), t('postTitle'), t('date'), t('state')]}>
              {found.results.map((notice) => (
                <tr key={notice.id}>
                  <td>{notice.id}</td>
                  <td>
                    <Link href={`/admin/announcements/${notice.id}`} prefetch={false}>
                      {inLanguage(locale, notice.title, notice.title_eng)}
                    </Link>
                  </td>
                  <td>{formatDay(storeDayOf(notice.created_at), locale)}</td>
                  <td>
                    <PublishStateBadge record={notice} now={at} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )
        }
        pagination={<Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/announcements${queryString({ q: search || undefined, state: shown, page: target > 1 ? target : undefined })}`} />}
      />
    </>
  );
}
