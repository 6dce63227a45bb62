import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './admin.module.css';

/** The top of a section's list: its title, "New …", what the section is for, and "deleted" after a delete. */
export function ListHeader({ title, lead, newHref, newLabel, deleted }: { title: string; lead: string; newHref?: string; newLabel?: string; deleted?: string }) {
  return (
    <>
      <div className={styles.toolbarRow}>
        <h1 className="page-title">{title}</h1>
        {newHref ? (
          <Link href={newHref} className="button">
            {newLabel}
          </Link>
        ) : null}
      </div>
      <p className="page-lead">{lead}</p>
      {deleted ? (
        <p className={styles.done} role="status">
          {deleted}
        </p>
      ) : null}
    </>
  );
}

/** A list's card: how many, the table (or what says there is none), and the pages. */
export function ListCard({ id, total, empty, table, pagination }: { id: string; total: string; empty: string; table: ReactNode | null; pagination: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <p id={id}>{total}</p>
      {table ?? <p>{empty}</p>}
      {pagination}
    </section>
  );
}

/** The top of one record's page: back to the list, its title and, for what the site shows, where it stands. */
export function RecordHeader({ listHref, listLabel, title, badge }: { listHref: string; listLabel: string; title: string; badge?: { state: string; label: string } }) {
  return (
    <>
      <p>
        <Link href={listHref}>{listLabel}</Link>
      </p>
      <div className={styles.toolbarRow}>
        <h1 className="page-title">{title}</h1>
        {badge ? (
          <span className={styles.badge} data-state={badge.state}>
            {badge.label}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** A record on the site: where to see it (or why it is not shown), then publish and delete. */
export function OnSite({ label, shown, actions }: { label: string; shown: ReactNode; actions: ReactNode }) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.actions}>{shown}</div>
      {actions}
    </section>
  );
}
