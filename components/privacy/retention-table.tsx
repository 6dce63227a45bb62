import { getTranslations } from 'next-intl/server';
import { RETENTION, type Retained } from '@/lib/privacy/retention';
import styles from './privacy.module.css';

/** How long an entry of the schedule keeps its record, in words: "1 year from the answer". */
export async function keptText(entry: Retained): Promise<string> {
  const t = await getTranslations('retention');
  const period = 'years' in entry.period ? t('years', { count: entry.period.years }) : t('days', { count: entry.period.days });
  return t('keptFrom', { period, from: t(`from.${entry.from}`) });
}

export interface RetentionWords {
  record: string;
  kept: string;
  rows: Array<{ record: string; what: string; kept: string }>;
}

/** The schedule's words (lib/privacy/retention.ts) in the page's language, for RetentionTable. */
export async function retentionWords(): Promise<RetentionWords> {
  const t = await getTranslations('retention');
  const rows = await Promise.all(RETENTION.map(async (entry) => ({ record: entry.record, what: t(`records.${entry.record}`), kept: await keptText(entry) })));
  return { record: t('columns.record'), kept: t('columns.kept'), rows };
}

/** The retention schedule as a table: what, and for how long from when. */
export function RetentionTable({ labelledBy, words }: { labelledBy: string; words: RetentionWords }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{words.record}</th>
            <th scope="col">{words.kept}</th>
          </tr>
        </thead>
        <tbody>
          {words.rows.map((row) => (
            <tr key={row.record}>
              <th scope="row">{row.what}</th>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
