import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatMoment } from '@/lib/format/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, intValue, type SearchParams } from '@/lib/search-params';
import { can } from '@/lib/admin/permissions';
import { RECORD_KINDS, RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { staffForPage } from '@/lib/server/admin/guard';
import { listTrash, purgeExpiredTrash, TRASH_DAYS } from '@/lib/server/services/trash';
import { AdminTable } from '@/components/admin/admin-table';
import { ActionForm } from '@/components/admin/action-form';
import { emptyTrashAction, purgeAction, restoreFromTrashAction } from '../../trash-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/trash'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.trash' });
  return { title: t('title') };
}

const DONE = ['restored', 'purged', 'emptied'] as const;

/**
 * What is in the trash, of the kinds the staff member manages: restore it, or (admins) delete it
 * for good. Opening the page first deletes what has been there 30 days: no job needs to run.
 */
export default async function AdminTrashPage({ params, searchParams }: PageProps<'/[locale]/admin/trash'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin/trash');
  const query = (await searchParams) as SearchParams;
  const done = DONE.find((key) => key === firstValue(query, 'done'));
  const manages = (kind: RecordKind) => can(staff.role, RECORD_SECTIONS[kind].permission);
  if (!RECORD_KINDS.some(manages)) forbidden();
  await purgeExpiredTrash();
  const records = (await listTrash()).filter((record) => manages(record.kind));
  const admin = can(staff.role, 'trash:empty');
  const t = await getTranslations('admin.trash');
  const words = await getTranslations('admin');
  const form = { signInAgain: words('signInAgain'), loginHref: getPathname({ href: '/admin/login', locale }) };
  const status =
    done === 'emptied'
      ? [t('emptied', { count: intValue(query, 'purged', { min: 0, max: 1_000_000 }) ?? 0 }), t('keptCount', { count: intValue(query, 'kept', { min: 0, max: 1_000_000 }) ?? 0 })].join(' ')
      : done && t(done);

  return (
    <>
      <div className={styles.toolbarRow}>
        <h1 className="page-title">{t('title')}</h1>
        {admin && records.length ? <ActionForm action={emptyTrashAction.bind(null, locale)} label={t('empty')} confirm={t('confirmEmpty')} danger {...form} /> : null}
      </div>
      <p className="page-lead">{t('lead', { days: TRASH_DAYS })}</p>
      {status ? (
        <p className={styles.done} role="status">
          {status}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="trash-total">
        <p id="trash-total">{t('total', { count: records.length })}</p>
        {records.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <AdminTable label={t('title')} columns={[t('recordTitle'), t('kind'), t('actions'), t('trashedAt'), t('purgeAt')]}>
            {records.map((record) => (
              <tr key={`${record.kind}-${record.id}`}>
                <td>
                  <Link href={`/admin/revisions/${record.kind}/${record.id}`} prefetch={false}>
                    {record.title || `#${record.id}`}
                  </Link>
                </td>
                <td>{words(`publishing.kinds.${record.kind}`)}</td>
                <td>
                  <div className={styles.actions}>
                    <ActionForm action={restoreFromTrashAction.bind(null, locale, record.kind)} id={record.id} label={t('restore')} {...form} />
                    {admin ? <ActionForm action={purgeAction.bind(null, locale, record.kind)} id={record.id} label={t('purge')} confirm={t('confirmPurge')} danger {...form} /> : null}
                  </div>
                </td>
                <td>
                  <time dateTime={record.deleted_at}>{formatMoment(record.deleted_at, locale)}</time>
                </td>
                <td>
                  <time dateTime={record.purge_at}>{formatMoment(record.purge_at, locale)}</time>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
