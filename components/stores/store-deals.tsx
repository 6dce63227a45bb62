'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import { useState } from 'react';
import { useHistoryView } from '@/lib/hooks/use-history-view';
import useSWR from 'swr';
import { endpoints } from '@/lib/api/endpoints';
import { formatDay, formatRange, storeDayOf } from '@/lib/format/dates';
import { DetailBoard, type BoardLabels } from '../board/detail-board';
import { Pagination, type PaginationLabels } from '../ui/pagination';
import rows from '../ui/list-row.module.css';
import styles from './store-detail.module.css';
import { pickText } from '@/lib/i18n/in-language';
import { FallbackText } from '../ui/fallback-text';
import { dealPlace, type StoreName } from '@/lib/deals/deal-place';
import { dealStatus, type DealStatus } from '@/lib/deals/deal-status';
import { storeToday } from '@/lib/dates';

interface StoreDealsProps {
  location: number;
  /** The stores of this state: each deal says which one it runs at (the tab lists the whole state's deals). */
  stores: StoreName[];
  labels: { empty: string; loading: string; loadError: string; stateStores: string; allStores: string; status: Record<DealStatus, string> };
  board: BoardLabels;
  pagination: PaginationLabels;
}

/** A store's deals (events/board/), each marked on now, coming soon or ended, paged; a deal opens in place on the shared board. */
export function StoreDeals({ location, stores, labels, board, pagination }: StoreDealsProps) {
  const locale = useAppLocale();
  const [page, setPage] = useState(1);
  const { id: openId, open, close } = useHistoryView('storeDeal');
  const list = useSWR(['events/board/', location, page], () => endpoints.storeDeals(location, page));
  const detail = useSWR(openId ? ['events', openId] : null, () => endpoints.deal(openId!));
  const title = (item: { title: string; title_eng: string }) => pickText(locale, item.title, item.title_eng);

  if (openId !== null) {
    if (detail.error) return <p role="alert">{labels.loadError}</p>;
    if (!detail.data) return <p aria-busy="true">{labels.loading}</p>;
    const event = detail.data;
    const content = pickText(locale, event.content, event.content_eng);
    return (
      <DetailBoard
        title={title(event).text}
        titleLang={title(event).lang}
        created={formatDay(storeDayOf(event.created_at), locale)}
        period={formatRange(event.start_date, event.end_date, locale)}
        attachments={[event.file1, event.file2, event.file3]}
        body={{ html: content.text }}
        lang={content.lang}
        list={{ onClick: close }}
        labels={board}
      />
    );
  }

  if (list.error) return <p role="alert">{labels.loadError}</p>;
  if (!list.data) return <p aria-busy="true">{labels.loading}</p>;
  if (list.data.results.length === 0) return <p className="notice-box">{labels.empty}</p>;
  // The list is fetched in the browser, never in the server's HTML: the browser's day is the stores' day in New York.
  const today = storeToday();
  return (
    <>
      <ul className={rows.list}>
        {list.data.results.map((event) => {
          const status = dealStatus(event.start_date, event.end_date, today);
          return (
            <li key={event.id}>
              <button type="button" className={rows.row} onClick={() => open(event.id)}>
                <strong>
                  <FallbackText picked={title(event)} tags={board.fallback} />
                </strong>
                <span className={styles.dealMarks}>
                  <span className={styles.dealStatus} data-status={status}>
                    {labels.status[status]}
                  </span>
                  <span className={styles.dealPlace}>{dealPlace(event, stores, { state: labels.stateStores, all: labels.allStores })}</span>
                </span>
                <span className={styles.dealDates}>{formatRange(event.start_date, event.end_date, locale)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <Pagination current={list.data.current_page} totalPages={list.data.total_pages} labels={pagination} onPage={setPage} />
    </>
  );
}
