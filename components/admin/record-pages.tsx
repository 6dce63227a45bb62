import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { publishState, type Publishing } from '@/lib/admin/publish-state';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { previewHref } from '@/lib/admin/preview-address';
import { storeTimeOf } from '@/lib/dates';
import { formatMoment } from '@/lib/format/dates';
import { publishingAction, trashAction } from '@/app/[locale]/admin/publishing-actions';
import { RecordActions, type RecordActionLabels } from './record-actions';
import styles from './admin.module.css';

/** The top of a section's list: its title, "New …", what the section is for, and "deleted" after a delete. */
export function ListHeader({ title, lead, newHref, newLabel, deleted }: { title: string; lead: ReactNode; newHref?: string; newLabel?: string; deleted?: string }) {
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

/** The words of the publishing panel (RecordActions). */
async function recordActionLabels(trashDays: number): Promise<RecordActionLabels> {
  const t = await getTranslations('admin.publishing');
  const admin = await getTranslations('admin');
  return {
    publish: t('publish'),
    schedule: t('schedule'),
    unpublish: t('unpublish'),
    from: t('from'),
    until: t('until'),
    windowHint: t('windowHint'),
    trash: t('trash'),
    confirmTrash: t('confirmTrash', { days: trashDays }),
    confirm: t('trash'),
    signInAgain: admin('signInAgain'),
  };
}

interface OnSiteProps {
  kind: RecordKind;
  label: string;
  /** Where the site shows the record when it is public (its preview otherwise). */
  view: { href: string; text: string } | null;
  hidden?: string;
  record: Publishing & { id: number };
  /** More links beside the view (a posting's applications). */
  extra?: ReactNode;
  /** Taken down and put back instead of trashed (RecordActions). */
  kept?: { publish: string; unpublish: string; note: string };
  /** The server's time (lib/server/clock.ts), and how long the trash keeps a record. */
  now: Date;
  trashDays: number;
}

/**
 * A record and the public: where it stands (draft, scheduled, live, ended), where to see it or its
 * preview, its revisions, then publish, schedule, take back or trash. The same for every kind.
 */
export async function OnSite({ kind, label, view, hidden, record, extra, kept, now, trashDays }: OnSiteProps) {
  const locale = await getLocale();
  const t = await getTranslations('admin.publishing');
  const state = publishState(record, now);
  const at = (iso: string | null) => (iso ? storeTimeOf(new Date(iso)) : '');
  // Scheduled and ended are the publishing times' doing, whatever else the kind's own reason says.
  const moment = (iso: string | null) => (iso ? formatMoment(iso, locale) : '');
  const reason = state === 'scheduled' ? t('hiddenUntil', { time: moment(record.publish_from) }) : state === 'ended' ? t('hiddenEnded', { time: moment(record.publish_until) }) : hidden;
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.actions}>
        <span className={styles.badge} data-state={state}>
          {t(`states.${state}`)}
        </span>
        {view && state === 'live' ? (
          <Link href={view.href} target="_blank" prefetch={false}>
            {view.text}
          </Link>
        ) : (
          <span>{reason}</span>
        )}
        <a href={previewHref(kind, record.id, locale)} target="_blank" rel="noopener">
          {t('preview')}
        </a>
        <Link href={`/admin/revisions/${kind}/${record.id}`}>{t('history')}</Link>
        {extra}
      </div>
      <RecordActions
        id={record.id}
        published={record.published}
        from={at(record.publish_from)}
        until={at(record.publish_until)}
        publish={publishingAction.bind(null, locale, kind)}
        trash={trashAction.bind(null, locale, kind)}
        labels={await recordActionLabels(trashDays)}
        loginHref={getPathname({ href: '/admin/login', locale })}
        kept={kept}
      />
    </section>
  );
}
