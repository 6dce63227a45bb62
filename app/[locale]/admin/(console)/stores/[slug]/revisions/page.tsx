import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { storeBySlug } from '@/lib/content/stores';
import { formatDay, formatMoment } from '@/lib/format/dates';
import { formatHours } from '@/lib/stores/opening';
import type { WeekHours } from '@/lib/stores/store';
import type { RevisionField } from '@/lib/admin/revision-diff';
import { staffForPage } from '@/lib/server/admin/guard';
import { storeRevisionsOf, type DayHours, type StoreRevision } from '@/lib/server/services/store-revisions';
import { ActionForm } from '@/components/admin/action-form';
import { RecordHeader } from '@/components/admin/record-pages';
import { RevisionCompare } from '@/components/admin/revision-compare';
import { comparedPair, RevisionTable } from '@/components/admin/revision-table';
import { restoreStoreRevisionAction } from '../../../../store-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/stores/[slug]/revisions'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const store = storeBySlug((await params).slug);
  const t = await getTranslations({ locale, namespace: 'admin.storeRevisions' });
  return { title: store ? t('title', { name: locale === 'en' ? store.titleEng : store.title }) : undefined };
}

/**
 * A store's revisions (issue 51), newest first: its details after each save, and its days' special
 * hours (and every store's) after each change. Any two of its details compared (a GET form, no
 * script needed); any revision brought back as the newest.
 */
export default async function StoreRevisionsPage({ params, searchParams }: PageProps<'/[locale]/admin/stores/[slug]/revisions'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { slug } = await params;
  await staffForPage(locale, `/admin/stores/${encodeURIComponent(slug)}/revisions`, 'stores:manage');
  const store = storeBySlug(slug);
  if (!store) notFound();
  const t = await getTranslations('admin.storeRevisions');
  const details = await getTranslations('admin.storeDetails');
  const admin = await getTranslations('admin');
  const ts = await getTranslations('stores');
  const revisions = await storeRevisionsOf(slug);
  const english = locale === 'en';
  const name = english ? store.titleEng : store.title;
  const when = (revision: StoreRevision) => formatMoment(revision.created_at, locale);
  const who = (revision: StoreRevision) => revision.staff_name ?? (revision.action === 'baseline' ? t('beforeRevisions') : t('unknownStaff'));
  const hoursText = (hours: DayHours | null) => (hours === null ? t('cleared') : hours.opens === null || hours.closes === null ? t('closedAllDay') : formatHours({ open: hours.opens, close: hours.closes }, locale));
  const what = (revision: StoreRevision) => {
    const restored = /^restore:(\d+)$/.exec(revision.action);
    const how = restored ? t('restored', { number: Number(restored[1]) }) : t(`actions.${revision.action as 'update'}`);
    if (revision.subject === 'details') return `${t('details')}: ${how}`;
    const hours = revision.data as DayHours | null;
    const note = hours ? (english ? hours.noteEng || hours.note : hours.note || hours.noteEng) : '';
    return `${t('specialHours', { day: formatDay(revision.day!, locale), stores: revision.every_store ? t('everyStore') : name })}: ${hoursText(hours)}${note ? ` · ${note}` : ''} (${how})`;
  };
  // The newest of the details, and of each day, is what it is now.
  const current = new Set<number>();
  const seen = new Set<string>();
  for (const revision of revisions) {
    const key = revision.subject === 'details' ? 'details' : `${revision.every_store}:${revision.day}`;
    if (!seen.has(key)) current.add(revision.id);
    seen.add(key);
  }

  const query = (await searchParams) as SearchParams;
  const { pair, ...chosen } = comparedPair(revisions.filter((revision) => revision.subject === 'details'), query);
  const weekdays = [0, 1, 2, 3, 4, 5, 6].map((day) => ts(`weekdays.${day}` as 'weekdays.0'));
  // The week as staff read it: a line a day.
  const readable = (data: Record<string, unknown> | null) => data && { ...data, week: (data.week as WeekHours).map((day, index) => `${weekdays[index]} ${day ? formatHours(day, locale) : details('closed')}`) };
  const fields: RevisionField[] = [
    { key: 'address', label: details('address'), kind: 'text' },
    { key: 'zipcode', label: details('zipcode'), kind: 'text' },
    { key: 'tel', label: details('tel'), kind: 'text' },
    { key: 'week', label: details('week'), kind: 'list' },
    { key: 'food', label: details('food'), kind: 'boolean' },
    { key: 'foodList', label: details('foodList'), kind: 'list', lang: 'ko' },
    { key: 'foodListEng', label: details('foodListEng'), kind: 'list', lang: 'en' },
    { key: 'snack', label: details('snack'), kind: 'boolean' },
    { key: 'lat', label: details('lat'), kind: 'number' },
    { key: 'lng', label: details('lng'), kind: 'number' },
    { key: 'photos', label: details('photos'), kind: 'list' },
  ];
  const form = { signInAgain: admin('signInAgain'), loginHref: getPathname({ href: '/admin/login', locale }) };

  return (
    <>
      <RecordHeader listHref={`/admin/stores/${slug}`} listLabel={t('back')} title={t('title', { name })} />
      <p className="page-lead">{t('lead')}</p>
      {firstValue(query, 'restored') === '1' ? (
        <p className={styles.done} role="status">
          {t('restoredNotice')}
        </p>
      ) : null}
      <RevisionTable
        id="store-revision-total"
        label={t('title', { name })}
        t={t as unknown as (key: string, values?: Record<string, number>) => string}
        chosen={chosen}
        rows={revisions.map((revision) => ({
          id: revision.id,
          comparable: revision.subject === 'details',
          what: what(revision),
          restore: current.has(revision.id) ? t('current') : <ActionForm action={restoreStoreRevisionAction.bind(null, locale, slug)} id={revision.id} label={t('restoreThis')} confirm={t('confirmRestore')} {...form} />,
          at: revision.created_at,
          when: when(revision),
          who: who(revision),
        }))}
      />
      {pair ? (
        <RevisionCompare fields={fields} older={readable(pair[0].data)!} newer={readable(pair[1].data)!} olderLabel={t('revisionLabel', { number: pair[0].id, when: when(pair[0]) })} newerLabel={t('revisionLabel', { number: pair[1].id, when: when(pair[1]) })} />
      ) : null}
    </>
  );
}
