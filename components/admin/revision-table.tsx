import type { ReactNode } from 'react';
import { intValue, type SearchParams } from '@/lib/search-params';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';

/** One revision as a revisions page lists it. */
export interface RevisionRow {
  id: number;
  /** Whether it can be chosen for the comparison (a store's details: not its days' hours). */
  comparable: boolean;
  what: string;
  /** The restore column: "current", "prepared", the restore button or nothing. */
  restore: ReactNode;
  /** ISO time, and as shown. */
  at: string;
  when: string;
  who: string;
}

/** The revisions chosen to compare (`?a=&b=`, else the two newest of `revisions`) and, when they differ, the pair older first. */
export function comparedPair<R extends { id: number }>(revisions: R[], query: SearchParams): { a?: number; b?: number; pair: [R, R] | null } {
  const chosen = (key: string, fallback: R | undefined) => revisions.find((revision) => revision.id === intValue(query, key, { min: 1, max: 999_999_999 })) ?? fallback;
  const a = chosen('a', revisions[1]);
  const b = chosen('b', revisions[0]);
  return { a: a?.id, b: b?.id, pair: !a || !b || a.id === b.id ? null : a.id < b.id ? [a, b] : [b, a] };
}

const COMPARE_FORM = 'revision-choice';

/**
 * A record's revisions, newest first: any two chosen to compare (a GET form, so it works without
 * script), each with what it was, its restore, when and who. `t` is the page's messages (the same
 * keys for a kind's record and a store).
 */
export function RevisionTable({ id, label, rows, chosen, numbered, t }: { id: string; label: string; rows: RevisionRow[]; chosen: { a?: number; b?: number }; numbered?: boolean; t: (key: string, values?: Record<string, number>) => string }) {
  const comparable = rows.filter((row) => row.comparable).length;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <p id={id}>{t('total', { count: rows.length })}</p>
      {rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <form id={COMPARE_FORM} method="get" />
          <AdminTable label={label} columns={[t('compareA'), t('compareB'), ...(numbered ? [t('number')] : []), t('what'), t('restore'), t('when'), t('who')]}>
            {rows.map((row) => (
              <tr key={row.id}>
                {(['a', 'b'] as const).map((side) => (
                  <td key={side}>
                    {row.comparable ? (
                      <input type="radio" name={side} value={row.id} form={COMPARE_FORM} defaultChecked={row.id === chosen[side]} aria-label={t(side === 'a' ? 'chooseA' : 'chooseB', { number: row.id })} />
                    ) : null}
                  </td>
                ))}
                {numbered ? <td>{row.id}</td> : null}
                <td>{row.what}</td>
                <td>{row.restore}</td>
                <td>
                  <time dateTime={row.at}>{row.when}</time>
                </td>
                <td>{row.who}</td>
              </tr>
            ))}
          </AdminTable>
          {comparable > 1 ? (
            <button type="submit" form={COMPARE_FORM} className="button">
              {t('compare')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
