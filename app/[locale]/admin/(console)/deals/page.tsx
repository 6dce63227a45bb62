import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { storeToday } from '@/lib/dates';
import { formatRange } from '@/lib/format/dates';
import { inLanguage } from '@/lib/i18n/in-language';
import { dealStanding } from '@/lib/admin/deal-standing';
import { staffForPage } from '@/lib/server/admin/guard';
import { listDealsForStaff } from '@/lib/server/services/deal-admin';
import { ListCard, ListHeader } from '@/components/admin/record-pages';
import { AdminTable } from '@/components/admin/admin-table';
import { dealLocations } from '@/components/admin/record-options';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';
import { now } from '@/lib/server/clock';
import { PublishStateBadge, PublishStateSelect } from '@/components/admin/publish-state-parts';
import { isPublishState } from '@/lib/admin/publish-state';
import panel from '@/components/ui/filter-panel.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/deals'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.deals' });
  return { title: t('title') };
}

/** Every special deal, drafts too: search by title, by region, newest first. */
export default async function AdminDealsPage({ params, searchParams }: PageProps<'/[locale]/admin/deals'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/deals', 'deals:manage');
  const at = now();
  const query = (await searchParams) as SearchParams;
  const search = firstValue(query, 'q').trim().slice(0, 100);
  const location = intValue(query, 'location', { min: 1, max: 4 });
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const rawState = firstValue(query, 'state');
  const state = isPublishState(rawState) ? rawState : undefined;
  const found = await listDealsForStaff({ search, location, state, page });
  const t = await getTranslations('admin.deals');
  const locations = await dealLocations(locale);
  const today = storeToday();

  return (
    <>
      <ListHeader title={t('title')} lead={t('lead')} newHref="/admin/deals/new" newLabel={t('new')} deleted={firstValue(query, 'deleted') === '1' ? t('deleted') : undefined} />
      <form method="get" className={panel.panel} aria-label={t('filters')}>
        <label className={panel.field}>
          {t('search')}
          <input type="search" name="q" defaultValue={search} maxLength={100} />
        </label>
        <label className={panel.field}>
          {t('location')}
          <select name="location" defaultValue={location ?? ''}>
            <option value="">{t('allRegions')}</option>
            {locations.slice(1).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
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
        id="deal-total"
        total={t('total', { count: found.count })}
        empty={t('empty')}
        table={
          found.results.length === 0 ? null : (
            <AdminTable label={t('title')} columns={[t('postTitle'), t('location'), t('period'), t('status')]}>
              {found.results.map((deal) => {
                const status = dealStanding(deal, today);
                return (
                  <tr key={deal.id}>
                    <td>
                      <Link href={`/admin/deals/${deal.id}`} prefetch={false}>
                        {inLanguage(locale, deal.title, deal.title_eng)}
                      </Link>
                    </td>
                    <td>{locations.find((option) => option.value === deal.location)?.label}</td>
                    <td>{formatRange(deal.start_date, deal.end_date, locale)}</td>
                    <td>
                      <div className={styles.actions}>
                        <PublishStateBadge record={deal} now={at} />
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
        pagination={<Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/deals${queryString({ q: search || undefined, location, state, page: target > 1 ? target : undefined })}`} />}
      />
    </>
  );
}
