import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { storeToday, addDays } from '@/lib/dates';
import { staffForPage } from '@/lib/server/admin/guard';
import { RecordHeader } from '@/components/admin/record-pages';
import { DealForm } from '@/components/admin/deal-form';
import { dealLocations } from '@/components/admin/record-options';
import { saveDealAction } from '../../../deal-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/deals/new'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.deals' });
  return { title: t('new') };
}

/** A new special deal: a week from today, everywhere, until changed. */
export default async function NewDealPage({ params }: PageProps<'/[locale]/admin/deals/new'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/deals/new', 'deals:manage');
  const t = await getTranslations('admin.deals');
  const today = storeToday();
  return (
    <>
      <RecordHeader listHref="/admin/deals" listLabel={t('list')} title={t('new')} />
      <section className={styles.card}>
        <DealForm
          action={saveDealAction.bind(null, locale, null)}
          initial={{ title: '', title_eng: '', content: '', content_eng: '', start_date: today, end_date: addDays(today, 6), location: 0, published: false, thumbnail: null, thumbnail_eng: null, files: [null, null, null] }}
          locations={await dealLocations(locale)}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
