import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { storeBySlug } from '@/lib/content/stores';
import { departmentsOf } from '@/lib/stores/departments';
import { WEEKDAY_KEYS } from '@/lib/stores/opening';
import type { Store } from '@/lib/stores/store';
import { clockOf } from '@/lib/validation/clock-fields';
import { staffForPage } from '@/lib/server/admin/guard';
import { findStore } from '@/lib/server/services/stores';
import { RecordHeader } from '@/components/admin/record-pages';
import { StoreDetailsForm, type StoreDetailsValues } from '@/components/admin/store-details-form';
import { saveStoreAction } from '../../../store-actions';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/stores/[slug]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const store = storeBySlug((await params).slug);
  const t = await getTranslations({ locale, namespace: 'admin.storeDetails' });
  return { title: store ? t('title', { name: locale === 'en' ? store.titleEng : store.title }) : undefined };
}

/** The form's first values: the week's times as a time field shows them, the lists a line each. */
function valuesOf(store: Store): StoreDetailsValues {
  return {
    address: store.address,
    zipcode: store.zipcode,
    tel: store.tel,
    week: store.week.map((day) => (day ? { closed: false, opens: clockOf(day.open), closes: clockOf(day.close) } : { closed: true, opens: '', closes: '' })),
    food: store.food,
    foodList: store.foodList.join('\n'),
    foodListEng: store.foodListEng.join('\n'),
    snack: store.snack,
    lat: String(store.lat),
    lng: String(store.lng),
    // Sent back empty, which keeps each photo: an id sent back could undo a colleague's newer one.
    photos: store.photos.map((url) => ({ id: null, url })),
  };
}

/** One store's details (issue 37), for admins and editors: what its page, the locator and search engines read. */
export default async function EditStorePage({ params }: PageProps<'/[locale]/admin/stores/[slug]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { slug } = await params;
  await staffForPage(locale, `/admin/stores/${encodeURIComponent(slug)}`, 'stores:manage');
  const store = await findStore(slug);
  if (!store) notFound();
  const english = locale === 'en';
  const t = await getTranslations('admin.storeDetails');
  const ts = await getTranslations('stores');
  const name = english ? store.titleEng : store.title;
  const departments = departmentsOf(store).map((department) => (english ? department.nameEng : department.name));
  const map = new URL('https://www.google.com/maps/search/');
  map.search = new URLSearchParams({ api: '1', query: `${store.lat},${store.lng}` }).toString();

  return (
    <>
      <RecordHeader listHref="/admin/stores" listLabel={t('back')} title={t('title', { name })} />
      <p className="page-lead">{t('lead')}</p>
      <p>
        <Link href={`/admin/stores/${store.slug}/revisions`}>{(await getTranslations('admin.storeRevisions'))('link')}</Link>
      </p>
      <section className={styles.card}>
        <StoreDetailsForm
          action={saveStoreAction.bind(null, locale, store.slug)}
          initial={valuesOf(store)}
          weekdays={WEEKDAY_KEYS.map((day) => ts(`weekdays.${day}`))}
          photoLabels={[t('photoFront'), ...departments.map((shows, index) => t('photo', { number: index + 2, shows }))]}
          mapHref={map.href}
          newTabLabel={(await getTranslations('common'))('newTab')}
          loginHref={getPathname({ href: '/admin/login', locale })}
        />
      </section>
    </>
  );
}
