import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { Link } from '@/lib/i18n/navigation';
import { can } from '@/lib/admin/permissions';
import { formatMoment, formatSaleWeek } from '@/lib/format/dates';
import { STORES } from '@/lib/content/stores';
import { storeNames } from '@/lib/stores/store-names';
import { staffForPage } from '@/lib/server/admin/guard';
import { subscriberCounts, weeklyAdSendReports } from '@/lib/server/services/weekly-ad-admin';
import { AdminTable } from '@/components/admin/admin-table';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/weekly-ad'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.weeklyAd' });
  return { title: t('title') };
}

/**
 * The weekly ad by e-mail (issue 53), for those who manage the sales: how many subscribe at each
 * store and in which language (counts, never addresses), and how each sale's mail went. Admins
 * find the addresses under Subscribers.
 */
export default async function AdminWeeklyAdPage({ params }: PageProps<'/[locale]/admin/weekly-ad'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { staff } = await staffForPage(locale, '/admin/weekly-ad', 'sales:manage');
  const t = await getTranslations('admin.weeklyAd');
  const states = await getTranslations('stores.states');
  const languages = await getTranslations('weeklyAd.languages');
  const [counts, sends, name] = await Promise.all([subscriberCounts(), weeklyAdSendReports(), storeNames(locale)]);
  // A region is a state: named as its stores' state is.
  const region = (location: number) => {
    const state = STORES.find((store) => store.locationCode === location)?.state;
    return state ? states(state) : String(location);
  };

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">
        {t('lead')} {can(staff.role, 'subscribers:manage') ? <Link href="/admin/subscribers">{t('addresses')}</Link> : null}
      </p>
      <section className={styles.card} aria-labelledby="weekly-ad-counts">
        <h2 id="weekly-ad-counts">{t('counts')}</h2>
        {counts.length === 0 ? (
          <p>{t('noSubscribers')}</p>
        ) : (
          <AdminTable label={t('counts')} columns={[t('store'), t('language'), t('confirmed'), t('pending')]}>
            {counts.map((row) => (
              <tr key={`${row.store}:${row.language}`}>
                <td>{name(row.store) ?? row.store}</td>
                <td>{languages(row.language)}</td>
                <td>{row.confirmed}</td>
                <td>{row.pending}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      <section className={styles.card} aria-labelledby="weekly-ad-sends">
        <h2 id="weekly-ad-sends">{t('sends')}</h2>
        {sends.length === 0 ? (
          <p>{t('noSends')}</p>
        ) : (
          <AdminTable label={t('sends')} columns={[t('sale'), t('mailedAt'), t('recipients'), t('queued'), t('sent'), t('failed'), t('unsubscribedSince')]}>
            {sends.map((send) => (
              <tr key={send.saleId}>
                <td>
                  <Link href={`/admin/sales/${send.saleId}`}>
                    {region(send.location)} · {formatSaleWeek(send.saleStart, locale)}
                  </Link>
                </td>
                <td>{formatMoment(send.at, locale)}</td>
                <td>{send.recipients}</td>
                <td>{send.queued}</td>
                <td>{send.sent}</td>
                <td>{send.failed}</td>
                <td>{send.unsubscribedSince}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </>
  );
}
