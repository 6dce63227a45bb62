'use client';

import { useAppLocale } from '@/lib/i18n/client-navigation';
import { endpoints, OWN_EXPORTS } from '@/lib/api/endpoints';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { pickText } from '@/lib/i18n/in-language';
import { formatTemplate } from '@/lib/i18n/format-template';
import { FallbackText } from '../ui/fallback-text';
import { DetailBoard, type BoardLabels } from '../board/detail-board';
import { OwnRecords, type OwnRecordsLabels } from '../lookup/own-records';
import type { PaginationLabels } from '../ui/pagination';
import styles from './careers.module.css';

export interface MyApplicationsLabels extends OwnRecordsLabels {
  view: string;
  applied: string;
  jobCategory: string;
  employmentType: string;
  location: string;
  name: string;
  phone: string;
  withdrawn: string;
  /** Said on a withdrawn application: when, and the day it is deleted ({date}, {until}). */
  withdrawnNotice: string;
  /** Code labels by group and value, in the page's language. */
  codes: Record<'cities' | 'jobTypes' | 'careerTypes', Record<string, string>>;
}

interface MyApplicationsProps {
  labels: MyApplicationsLabels;
  board: BoardLabels;
  pagination: PaginationLabels;
}

/** /career-my: the visitor's own applications (the shared own-records flow), one at a time on the board; each can be withdrawn, and all downloaded. */
export function MyApplications({ labels, board, pagination }: MyApplicationsProps) {
  const locale = useAppLocale();
  const day = (at: string) => formatDay(storeDayOf(at), locale);
  const cities = (codes: number[]) => codes.map((city) => labels.codes.cities[city]).filter(Boolean).join(', ');

  return (
    <OwnRecords
      name="careerMy"
      fetchList={(lookup, page) => endpoints.myApplications(lookup, page, locale)}
      fetchProven={(page) => endpoints.provenApplications(page, locale)}
      forget={endpoints.forgetApplications}
      fetchOne={(id) => endpoints.myApplication(id, locale)}
      exportHref={OWN_EXPORTS.applications}
      change={{ run: (id) => endpoints.withdrawMyApplication(id, locale), closes: false, open: (item) => item.withdrawn_at === null }}
      labels={labels}
      pagination={pagination}
      row={(item) => (
        <>
          <strong>
            <FallbackText picked={pickText(locale, item.title, item.title_eng)} tags={board.fallback} />
          </strong>
          <span className={styles.rowMeta}>
            <span>
              <span className="visually-hidden">{labels.jobCategory} </span>
              {labels.codes.jobTypes[item.job_type]}
            </span>
            <span>
              <span className="visually-hidden">{labels.employmentType} </span>
              {labels.codes.careerTypes[item.career_type]}
            </span>
            <span>
              <span className="visually-hidden">{labels.location} </span>
              {cities(item.city)}
            </span>
          </span>
          {item.withdrawn_at ? <span className={styles.withdrawn}>{labels.withdrawn}</span> : null}
          <span className={styles.view}>{labels.view}</span>
        </>
      )}
      detail={(item, close) => (
        <DetailBoard
          title={pickText(locale, item.title, item.title_eng).text}
          titleLang={pickText(locale, item.title, item.title_eng).lang}
          created={day(item.created_at)}
          attachments={[item.file1, item.file2, item.file3]}
          body={{ text: item.content }}
          list={{ onClick: close }}
          labels={{ ...board, created: labels.applied }}
        >
          {item.withdrawn_at && item.deleted_on ? (
            <p className="notice-box">{formatTemplate(labels.withdrawnNotice, { date: day(item.withdrawn_at), until: day(item.deleted_on) })}</p>
          ) : null}
          <dl className={styles.facts}>
            <div>
              <dt>{labels.name}</dt>
              <dd>{item.name}</dd>
            </div>
            <div>
              <dt>{labels.email}</dt>
              <dd>{item.email}</dd>
            </div>
            <div>
              <dt>{labels.phone}</dt>
              <dd>{item.phone}</dd>
            </div>
          </dl>
        </DetailBoard>
      )}
    />
  );
}
