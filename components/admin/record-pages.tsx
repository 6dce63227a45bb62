import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { RecordActions, type RecordActionLabels } from './record-actions';
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

/** Publish, unpublish and delete, with the question asked before deleting. */
async function recordActionLabels(confirmDelete: string): Promise<RecordActionLabels> {
  const t = await getTranslations('admin.records');
  const admin = await getTranslations('admin');
  return {
    publish: t('publish'),
    unpublish: t('unpublish'),
    delete: t('delete'),
    confirmDelete,
    confirm: t('confirmDelete'),
    cancel: t('cancel'),
    signInAgain: admin('signInAgain'),
  };
}

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

interface OnSiteProps {
  label: string;
  /** Where the site shows the record, or null with why it does not (`hidden`). */
  view: { href: string; text: string } | null;
  hidden?: string;
  record: { id: number; published: boolean };
  publish: Action;
  remove: Action;
  confirmDelete: string;
  /** More links beside the view (a posting's applications). */
  extra?: ReactNode;
  /** Closed and reopened instead of deleted (RecordActions). */
  kept?: { publish: string; unpublish: string; note: string };
}

/** A record on the site: where to see it (or why it is not shown), then publish or hide, and delete after asking. */
export async function OnSite({ label, view, hidden, record, publish, remove, confirmDelete, extra, kept }: OnSiteProps) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.actions}>
        {view ? (
          <Link href={view.href} target="_blank" prefetch={false}>
            {view.text}
          </Link>
        ) : (
          <span>{hidden}</span>
        )}
        {extra}
      </div>
      <RecordActions id={record.id} published={record.published} publish={publish} remove={remove} labels={await recordActionLabels(confirmDelete)} loginHref={getPathname({ href: '/admin/login', locale: await getLocale() })} kept={kept} />
    </section>
  );
}
