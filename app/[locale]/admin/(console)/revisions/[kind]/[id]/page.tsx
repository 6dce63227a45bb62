import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { intValue, type SearchParams } from '@/lib/search-params';
import { recordId } from '@/lib/admin/record-id';
import { isRecordKind, RECORD_SECTIONS } from '@/lib/admin/record-kinds';
import { STORE_TIME_ZONE } from '@/lib/dates';
import { staffForPage } from '@/lib/server/admin/guard';
import { revisionHistory, type RevisionHistory } from '@/lib/server/services/revision-history';
import { AdminTable } from '@/components/admin/admin-table';
import { ActionForm } from '@/components/admin/action-form';
import { RecordHeader } from '@/components/admin/record-pages';
import { RevisionCompare } from '@/components/admin/revision-compare';
import { revisionFields } from '@/components/admin/revision-fields';
import { restoreRevisionAction } from '../../../../revision-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/revisions/[kind]/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.revisions' });
  return { title: t('history') };
}

type Revision = RevisionHistory['revisions'][number];

const COMPARE_FORM = 'revision-choice';

/**
 * A record's revisions, newest first: who saved each, when and how; any two compared (a GET form,
 * so it works without script), and an older one restored as the newest.
 */
export default async function RevisionsPage({ params, searchParams }: PageProps<'/[locale]/admin/revisions/[kind]/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { kind, id: rawId } = await params;
  if (!isRecordKind(kind)) notFound();
  const section = RECORD_SECTIONS[kind];
  await staffForPage(locale, `/admin/revisions/${kind}/${encodeURIComponent(rawId)}`, section.permission);
  const id = recordId(rawId);
  const history = id === null ? null : await revisionHistory(kind, id);
  if (id === null || !history) notFound();
  const { revisions, trashed } = history;

  const t = await getTranslations('admin.revisions');
  const admin = await getTranslations('admin');
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ko-KR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: STORE_TIME_ZONE });
  const when = (revision: Revision) => format.format(new Date(revision.created_at));
  // Nobody's: the state before revisions were kept, or a sale's items with the pictures and places set since its last revision.
  const who = (revision: Revision) => revision.staff_name ?? (revision.action === 'baseline' ? t('beforeRevisions') : revision.action === 'kept' ? t('keptBy') : t('unknownStaff'));
  const what = (revision: Revision) => {
    const restored = /^(restore|apply):(\d+)$/.exec(revision.action);
    if (restored) return t(`actions.${restored[1] as 'restore' | 'apply'}`, { number: Number(restored[2]) });
    return t.has(`actions.${revision.action}` as never) ? t(`actions.${revision.action}` as never) : revision.action;
  };
  const current = revisions.find((revision) => revision.action !== 'prepare')?.id;
  const label = (revision: Revision) => t('revisionLabel', { number: revision.id, when: when(revision), who: who(revision) });

  const query = (await searchParams) as SearchParams;
  const chosen = (key: string, fallback: Revision | undefined) => {
    const wanted = intValue(query, key, { min: 1, max: 999_999_999 });
    return revisions.find((revision) => revision.id === wanted) ?? fallback;
  };
  const a = chosen('a', revisions[1]);
  const b = chosen('b', revisions[0]);
  const [older, newer] = a && b ? (a.id < b.id ? [a, b] : [b, a]) : [undefined, undefined];
  const form = { signInAgain: admin('signInAgain'), loginHref: getPathname({ href: '/admin/login', locale }) };

  return (
    <>
      <RecordHeader listHref={trashed ? '/admin/trash' : `${section.list}/${id}`} listLabel={t(trashed ? 'backToTrash' : 'backToRecord')} title={t('historyOf', { kind: admin(`publishing.kinds.${kind}`), number: id })} />
      <p className="page-lead">{t('lead')}</p>
      {trashed ? <p className={styles.hint}>{t('inTrash')}</p> : null}
      <section className={styles.card} aria-labelledby="revision-total">
        <p id="revision-total">{t('total', { count: revisions.length })}</p>
        {revisions.length === 0 ? (
          <p>{t('none')}</p>
        ) : (
          <>
            <form id={COMPARE_FORM} method="get" />
            <AdminTable label={t('history')} columns={[t('compareA'), t('compareB'), t('number'), t('what'), t('restore'), t('when'), t('who')]}>
              {revisions.map((revision) => (
                <tr key={revision.id}>
                  <td>
                    <input type="radio" name="a" value={revision.id} form={COMPARE_FORM} defaultChecked={revision.id === a?.id} aria-label={t('chooseA', { number: revision.id })} />
                  </td>
                  <td>
                    <input type="radio" name="b" value={revision.id} form={COMPARE_FORM} defaultChecked={revision.id === b?.id} aria-label={t('chooseB', { number: revision.id })} />
                  </td>
                  <td>{revision.id}</td>
                  <td>{what(revision)}</td>
                  <td>
                    {/* The newest but a prepared change is what the record is now; one in the trash comes back first. */}
                    {revision.action === 'prepare' ? t('prepared') : revision.id === current ? t('current') : trashed ? null : (
                      <ActionForm action={restoreRevisionAction.bind(null, locale, kind, id)} id={revision.id} label={t('restoreThis')} confirm={t('confirmRestore', { number: revision.id })} {...form} />
                    )}
                  </td>
                  <td>
                    <time dateTime={revision.created_at}>{when(revision)}</time>
                  </td>
                  <td>{who(revision)}</td>
                </tr>
              ))}
            </AdminTable>
            <button type="submit" form={COMPARE_FORM} className="button">
              {t('compare')}
            </button>
          </>
        )}
      </section>
      {older && newer && older.id !== newer.id ? (
        <RevisionCompare fields={await revisionFields(kind, locale)} older={older.data} newer={newer.data} olderLabel={label(older)} newerLabel={label(newer)} />
      ) : null}
    </>
  );
}
