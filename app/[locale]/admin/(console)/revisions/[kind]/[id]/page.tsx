import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatMoment } from '@/lib/format/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import type { SearchParams } from '@/lib/search-params';
import { recordId } from '@/lib/admin/record-id';
import { isRecordKind, RECORD_SECTIONS } from '@/lib/admin/record-kinds';
import { staffForPage } from '@/lib/server/admin/guard';
import { revisionHistory, type RevisionHistory } from '@/lib/server/services/revision-history';
import { ActionForm } from '@/components/admin/action-form';
import { RecordHeader } from '@/components/admin/record-pages';
import { RevisionCompare } from '@/components/admin/revision-compare';
import { comparedPair, RevisionTable } from '@/components/admin/revision-table';
import { revisionFields } from '@/components/admin/revision-fields';
import { restoreRevisionAction } from '../../../../revision-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/revisions/[kind]/[id]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.revisions' });
  return { title: t('history') };
}

type Revision = RevisionHistory['revisions'][number];

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
  const when = (revision: Revision) => formatMoment(revision.created_at, locale, { seconds: true });
  // Nobody's: the state before revisions were kept, or a sale's items with the pictures and places set since its last revision.
  const who = (revision: Revision) => revision.staff_name ?? (revision.action === 'baseline' ? t('beforeRevisions') : revision.action === 'kept' ? t('keptBy') : t('unknownStaff'));
  const what = (revision: Revision) => {
    const restored = /^(restore|apply):(\d+)$/.exec(revision.action);
    if (restored) return t(`actions.${restored[1] as 'restore' | 'apply'}`, { number: Number(restored[2]) });
    return t.has(`actions.${revision.action}` as never) ? t(`actions.${revision.action}` as never) : revision.action;
  };
  const current = revisions.find((revision) => revision.action !== 'prepare')?.id;
  const label = (revision: Revision) => t('revisionLabel', { number: revision.id, when: when(revision), who: who(revision) });

  const { pair, ...chosen } = comparedPair(revisions, (await searchParams) as SearchParams);
  const form = { signInAgain: admin('signInAgain'), loginHref: getPathname({ href: '/admin/login', locale }) };

  return (
    <>
      <RecordHeader listHref={trashed ? '/admin/trash' : `${section.list}/${id}`} listLabel={t(trashed ? 'backToTrash' : 'backToRecord')} title={t('historyOf', { kind: admin(`publishing.kinds.${kind}`), number: id })} />
      <p className="page-lead">{t('lead')}</p>
      {trashed ? <p className={styles.hint}>{t('inTrash')}</p> : null}
      <RevisionTable
        id="revision-total"
        label={t('history')}
        numbered
        t={t as unknown as (key: string, values?: Record<string, number>) => string}
        chosen={chosen}
        rows={revisions.map((revision) => ({
          id: revision.id,
          comparable: true,
          what: what(revision),
          // The newest but a prepared change is what the record is now; one in the trash comes back first.
          restore:
            revision.action === 'prepare' ? t('prepared') : revision.id === current ? t('current') : trashed ? null : <ActionForm action={restoreRevisionAction.bind(null, locale, kind, id)} id={revision.id} label={t('restoreThis')} confirm={t('confirmRestore', { number: revision.id })} {...form} />,
          at: revision.created_at,
          when: when(revision),
          who: who(revision),
        }))}
      />
      {pair ? <RevisionCompare fields={await revisionFields(kind, locale)} older={pair[0].data} newer={pair[1].data} olderLabel={label(pair[0])} newerLabel={label(pair[1])} /> : null}
    </>
  );
}
