import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { STORES, storeBySlug } from '@/lib/content/stores';
import { storeToday } from '@/lib/dates';
import { formatDay } from '@/lib/format/dates';
import { formatHours } from '@/lib/stores/opening';
import { weekdayOf } from '@/lib/stores/special-hours';
import { now } from '@/lib/server/clock';
import { staffForPage } from '@/lib/server/admin/guard';
import { listSpecialHours, type SpecialHoursRow } from '@/lib/server/services/special-hours';
import { listStores } from '@/lib/server/services/stores';
import type { WeekHours } from '@/lib/stores/store';
import { AdminTable } from '@/components/admin/admin-table';
import { ActionForm } from '@/components/admin/action-form';
import { SpecialHoursForm } from '@/components/admin/special-hours-form';
import { deleteSpecialHoursAction, saveSpecialHoursAction } from '../../store-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/stores'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.stores' });
  return { title: t('title') };
}

const STATE_ORDER = ['MD', 'VA', 'NJ', 'FL'] as const;

/**
 * The stores (issue 37): each with its phone and weekly hours, leading to its details; then the
 * days coming with hours other than the week's (a holiday closed, shorter hours), for every store
 * or one: set a day, or remove one. The store pages, the locator and search engines' data follow
 * at once.
 */
export default async function AdminStoresPage({ params, searchParams }: PageProps<'/[locale]/admin/stores'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/stores', 'stores:manage');
  const english = locale === 'en';
  const removed = firstValue((await searchParams) as SearchParams, 'done') === 'removed';
  const t = await getTranslations('admin.stores');
  const ts = await getTranslations('stores');
  const words = await getTranslations('admin');
  const form = { signInAgain: words('signInAgain'), loginHref: getPathname({ href: '/admin/login', locale }) };
  const today = storeToday(now());
  const [{ coming, past }, stores] = await Promise.all([listSpecialHours(today), listStores()]);
  const storeName = (slug: string | null) => {
    const store = slug ? storeBySlug(slug) : null;
    return store ? (english ? store.titleEng : store.title) : t('allStores');
  };
  const groups = STATE_ORDER.map((state) => ({
    label: ts(`states.${state}`),
    stores: STORES.filter((store) => store.state === state).map((store) => ({ slug: store.slug, name: english ? store.titleEng : store.title })),
  }));

  const weekSummary = (week: WeekHours) => {
    const first = week[0];
    return first && week.every((day) => day?.open === first.open && day.close === first.close) ? t('daily', { hours: formatHours(first, locale) }) : t('variesByDay');
  };

  const table = (rows: SpecialHoursRow[], label: string, removable: boolean) => (
    <AdminTable label={label} columns={[t('day'), t('store'), t('hours'), t('noteColumn'), ...(removable ? [t('actions')] : [])]}>
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">
            {formatDay(row.day, locale)} ({ts(`weekdays.${weekdayOf(row.day)}` as 'weekdays.0')})
          </th>
          <td>{storeName(row.store)}</td>
          <td>{row.hours ? formatHours(row.hours, locale) : t('closedAllDay')}</td>
          <td>{(english ? row.noteEng : row.note) || (english ? row.note : row.noteEng)}</td>
          {removable ? (
            <td>
              <ActionForm action={deleteSpecialHoursAction.bind(null, locale)} id={row.id} label={t('remove')} confirm={t('confirmRemove')} danger {...form} />
            </td>
          ) : null}
        </tr>
      ))}
    </AdminTable>
  );

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {removed ? (
        <p className={styles.done} role="status">
          {t('removed')}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="store-list">
        <h2 id="store-list">{t('listTitle')}</h2>
        {/* The store's name opens its details: on a phone the first column is the one in view (the table scrolls sideways). */}
        <AdminTable label={t('listTitle')} columns={[t('storeColumn'), t('phoneColumn'), t('weekColumn')]}>
          {STATE_ORDER.flatMap((state) => stores.filter((store) => store.state === state)).map((store) => (
            <tr key={store.slug}>
              <th scope="row">
                <Link href={`/admin/stores/${store.slug}`}>{english ? store.titleEng : store.title}</Link>{' '}
                <span className={styles.hint}>({ts(`states.${store.state}`)})</span>
              </th>
              <td className={styles.oneLine}>{store.tel}</td>
              <td className={styles.oneLine}>{weekSummary(store.week)}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
      <section className={styles.card} aria-labelledby="special-coming">
        <h2 id="special-coming">{t('coming')}</h2>
        {coming.length ? table(coming, t('coming'), true) : <p>{t('none')}</p>}
        {past.length ? (
          <details>
            <summary>{t('past', { count: past.length })}</summary>
            {table(past, t('pastTitle'), false)}
          </details>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="special-new">
        <h2 id="special-new">{t('newTitle')}</h2>
        <p className={styles.hint}>
          {t.rich('newLead', { link: (chunks) => <Link href="/location">{chunks}</Link> })}
        </p>
        <SpecialHoursForm action={saveSpecialHoursAction.bind(null, locale)} groups={groups} loginHref={form.loginHref} />
      </section>
    </>
  );
}
