'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import { endpoints, OWN_EXPORTS } from '@/lib/api/endpoints';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { DetailBoard, type BoardLabels } from '../board/detail-board';
import { OwnRecords, type OwnRecordsLabels } from '../lookup/own-records';
import type { PaginationLabels } from '../ui/pagination';
import styles from './my-qna.module.css';

export interface MyQnaLabels extends OwnRecordsLabels {
  date: string;
  status: string;
  category: string;
  progress: Record<string, string>;
  categories: Record<string, string>;
}

interface MyQnaProps {
  labels: MyQnaLabels;
  board: BoardLabels;
  pagination: PaginationLabels;
}

/** My Q&A: the visitor's own inquiries (the shared own-records flow), with their answers on the board; each can be deleted, and all downloaded. */
export function MyQna({ labels, board, pagination }: MyQnaProps) {
  const locale = useAppLocale();
  const day = (at: string) => formatDay(storeDayOf(at), locale);

  return (
    <OwnRecords
      name="myQna"
      fetchList={(lookup, page) => endpoints.myInquiries(lookup, page, locale)}
      fetchProven={(page) => endpoints.provenInquiries(page, locale)}
      forget={endpoints.forgetInquiries}
      fetchOne={(id) => endpoints.myInquiry(id, locale)}
      exportHref={OWN_EXPORTS.inquiries}
      change={{ run: (id) => endpoints.deleteMyInquiry(id, locale), closes: true, open: () => true }}
      labels={labels}
      pagination={pagination}
      row={(item) => (
        <>
          <strong>{item.title}</strong>
          <span className={styles.meta}>
            <span>
              <span className="visually-hidden">{labels.date} </span>
              {day(item.created_at)}
            </span>
            <span className={styles.progress} data-progress={item.progress}>
              <span className="visually-hidden">{labels.status} </span>
              {labels.progress[String(item.progress)]}
            </span>
          </span>
        </>
      )}
      detail={(item, close) => (
        <DetailBoard
          title={item.title}
          created={day(item.created_at)}
          attachments={[item.file1, item.file2, item.file3]}
          body={{ text: item.content }}
          answer={{ progress: item.progress, text: item.answer, date: item.answer_date ? day(item.answer_date) : null }}
          list={{ onClick: close }}
          labels={{ ...board, progress: labels.progress[String(item.progress)] }}
        >
          {item.inquiry_type === 2 && item.category ? (
            <p className={styles.category}>
              <strong>{labels.category}</strong> {labels.categories[String(item.category)]}
            </p>
          ) : null}
        </DetailBoard>
      )}
    />
  );
}
