import { getLocale, getTranslations } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { formatRange } from '@/lib/format/dates';
import type { DealSummary } from '@/lib/server/services/deals';
import type { PageOf } from '@/lib/server/pagination';
import { totalPages } from '@/lib/paging';
import { Pagination } from '@/components/ui/pagination';
import { ListTop } from '@/components/ui/list-top';
import { fallbackTags, paginationLabels } from '@/components/board/board-labels';
import { DealCard } from './deal-card';
import { dealStatus } from '@/lib/deals/deal-status';
import styles from './deals.module.css';
import { inLanguage, pickText } from '@/lib/i18n/in-language';

interface DealResultsProps {
  found: PageOf<DealSummary>;
  locationLabels: Map<number, string>;
  hrefFor: (id: number) => string;
  pageHref: (page: number) => string;
}

/** A page of deal cards, the count, "No search results found." and the pager. */
export async function DealResults({ found, locationLabels, hrefFor, pageHref }: DealResultsProps) {
  const locale = await getLocale();
  const t = await getTranslations('events');
  const today = storeToday();
  const tags = await fallbackTags(locale);
  if (found.results.length === 0) return <p className="notice-box">{t('empty')}</p>;
  return (
    <>
      <ListTop page={found.page} className={styles.count}>
        {t('results', { count: found.count })}
      </ListTop>
      <ul className={styles.grid}>
        {found.results.map((deal, index) => {
          const status = dealStatus(deal.start_date, deal.end_date, today);
          return (
            <li key={deal.id}>
              <DealCard
                href={hrefFor(deal.id)}
                title={pickText(locale, deal.title, deal.title_eng)}
                tags={tags}
                thumbnail={inLanguage(locale, deal.thumbnail, deal.thumbnail_eng)}
                period={formatRange(deal.start_date, deal.end_date, locale)}
                location={deal.location === 0 ? t('allLocations') : (locationLabels.get(deal.location) ?? '')}
                status={status}
                statusLabel={t(status)}
                main={index < 2}
              />
            </li>
          );
        })}
      </ul>
      <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={pageHref} />
    </>
  );
}
