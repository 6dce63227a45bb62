import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { previewHref } from '@/lib/admin/preview-address';
import { storeTimeOf } from '@/lib/dates';
import { formatMoment } from '@/lib/format/dates';
import type { PreparedChange } from '@/lib/server/services/prepared-changes';
import { preparedChangeAction } from '@/app/[locale]/admin/publishing-actions';
import { PreparedChangeForm } from './prepared-change-form';
import styles from './admin.module.css';

/**
 * A published record's prepared change (issue 51): who saved it and when, that the site still
 * shows the published version, its preview and its comparison with what is live, then publish
 * it now or at a time, or throw it away.
 */
export async function PreparedChangePanel({ kind, id, change, locale }: { kind: RecordKind; id: number; change: PreparedChange; locale: AppLocale }) {
  const t = await getTranslations('admin.preparedChange');
  const admin = await getTranslations('admin');
  const time = (at: Date) => formatMoment(at, locale);
  return (
    <section className={styles.card} aria-labelledby="prepared-change">
      <h2 id="prepared-change">{t('heading')}</h2>
      <p>{change.by === null ? t('leadUnknown', { time: time(change.at) }) : t('lead', { name: change.by, time: time(change.at) })}</p>
      {change.publishAt ? <p className={styles.done}>{t('scheduledFor', { time: time(change.publishAt) })}</p> : null}
      <div className={styles.actions}>
        <a href={previewHref(kind, id, locale)} target="_blank" rel="noopener">
          {t('preview')}
        </a>
        <a href={`${getPathname({ href: `/admin/revisions/${kind}/${id}`, locale })}?a=${change.live}&b=${change.revision}`}>{t('compare')}</a>
      </div>
      <PreparedChangeForm
        action={preparedChangeAction.bind(null, locale, kind, id)}
        revision={change.revision}
        publishAt={change.publishAt ? storeTimeOf(change.publishAt) : ''}
        labels={{ publishNow: t('publishNow'), publishAt: t('publishAt'), schedule: t('schedule'), unschedule: t('unschedule'), discard: t('discard'), confirmDiscard: t('confirmDiscard'), signInAgain: admin('signInAgain') }}
        loginHref={getPathname({ href: '/admin/login', locale })}
      />
    </section>
  );
}
