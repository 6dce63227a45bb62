import type { Metadata } from 'next';
import { getPathname } from '@/lib/i18n/navigation';
import { TRASH_DAYS } from '@/lib/server/services/trash';
import { OnSite, RecordHeader } from '@/components/admin/record-pages';
import { OthersEditing } from '@/components/admin/others-editing';
import { PreparedChangePanel } from '@/components/admin/prepared-change';
import { preparedChange } from '@/lib/server/services/prepared-changes';
import styles from '@/components/admin/admin.module.css';
import { saveRecordAction } from '../../../save-actions';
import { RecordFacts, RecordFiles } from '@/components/admin/record-facts';
import { sectionList } from '../../../lists';
import { arrivalNotice, changeNotice, editedRecord, recordTitle, sentRecord } from '../../../record-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/[section]/[id]'>): Promise<Metadata> {
  return recordTitle(params);
}

/** One record a visitor sent: its facts, what they wrote, their files, and what staff do with it (an inquiry's answer). */
async function SentRecordPage({ params }: { params: PageProps<'/[locale]/admin/[section]/[id]'>['params'] }) {
  const { one, list, record, context } = await sentRecord(params);
  return (
    <>
      <RecordHeader listHref={one.back?.(record) ?? list} listLabel={context.t('list')} title={one.heading(record)} />
      <section className={styles.card} aria-label={context.t('one')}>
        <RecordFacts facts={await one.facts(record, context)} />
        {one.message ? <p className={styles.message}>{one.message(record)}</p> : null}
        <RecordFiles files={one.files(record)} label={context.t('files')} />
      </section>
      {one.below ? <section className={styles.card}>{await one.below(record, context)}</section> : null}
    </>
  );
}

/** One record: who else has it open, where it stands on the site, publishing and the trash, its prepared change, its form (showing that change), and what only its kind has. */
export default async function EditRecordPage({ params, searchParams }: PageProps<'/[locale]/admin/[section]/[id]'>) {
  if (sectionList((await params).section)) return <SentRecordPage params={params} />;
  const { kind, list, pages, context, record, editing } = await editedRecord(params);
  const { t, locale, at } = context;
  const site = pages.site(record, context);
  const prepared = await preparedChange(kind, record.id);
  const change = await changeNotice(searchParams);

  return (
    <>
      <RecordHeader listHref={list} listLabel={t('list')} title={t('edit')} badge={site.badge} />
      <OthersEditing kind={kind} id={record.id} initial={editing} />
      <OnSite kind={kind} now={at} trashDays={TRASH_DAYS} label={t('onSite')} record={record} {...site} />
      {change ? (
        <p className={styles.done} role="status">
          {change}
        </p>
      ) : null}
      {prepared ? <PreparedChangePanel kind={kind} id={record.id} change={prepared} locale={locale} /> : null}
      <section className={styles.card}>
        {await pages.form(
          {
          action: saveRecordAction.bind(null, locale, kind, record.id),
          initial: pages.initial ? pages.initial(record) : record,
          loginHref: getPathname({ href: '/admin/login', locale }),
          notice: await arrivalNotice(searchParams, t('created')),
          revision: record.revision,
          },
          context,
        )}
      </section>
      {pages.below ? await pages.below(record, context) : null}
    </>
  );
}
