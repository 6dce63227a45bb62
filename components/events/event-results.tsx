import { getLocale, getTranslations } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { formatRange } from '@/lib/format/dates';
import type { EventSummary } from '@/lib/server/services/events';
import type { PageOf } from '@/lib/server/pagination';
import { totalPages } from '@/lib/paging';
import { Pagination } from '@/components/ui/pagination';
import { ListTop } from '@/components/ui/list-top';
import { fallbackTags, paginationLabels } from '@/components/board/board-labels';
import { EventCard } from './event-card';
import { dealStatus } from '@/lib/events/deal-status';
import styles from './events.module.css';
import { inLanguage, pickText } from '@/lib/i18n/in-language';

interface EventResultsProps {
  found: PageOf<EventSummary>;
  locationLabels: Map<number, string>;
  hrefFor: (id: number) => string;
  pageHref: (page: number) => string;
}

/** A page of deal cards, the count, "No search results found." and the pager. */
export async function EventResults({ found, locationLabels, hrefFor, pageHref }: EventResultsProps) {
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
        {found.results.map((event, index) => {
          const status = dealStatus(event.start_date, event.end_date, today);
          return (
            <li key={event.id}>
              <EventCard
                href={hrefFor(event.id)}
                title={pickText(locale, event.title, event.title_eng)}
                tags={tags}
                thumbnail={inLanguage(locale, event.thumbnail, event.thumbnail_eng)}
                period={formatRange(event.start_date, event.end_date, locale)}
                location={event.location === 0 ? t('allLocations') : (locationLabels.get(event.location) ?? '')}
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
