import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { env } from '@/lib/env';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { STORES } from '@/lib/content/stores';
import { storeToday } from '@/lib/dates';
import { now } from '@/lib/server/clock';
import { specialHoursAround } from '@/lib/server/services/special-hours';
import { findStore } from '@/lib/server/services/stores';
import { shownSpecials, specialsOf } from '@/lib/stores/special-hours';
import { OpenStatus } from '@/components/stores/open-status';
import { openStatusLabels } from '@/lib/stores/open-status-labels';
import { SpecialHoursList } from '@/components/stores/special-hours-list';
import { boardLabels, paginationLabels } from '@/components/board/board-labels';
import { ExternalLink } from '@/components/layout/external-link';
import { toLocatorStore } from '@/components/stores/locator-stores';
import { PhotoGallery } from '@/components/stores/photo-gallery';
import { ServerImage } from '@/components/ui/server-image';
import { StoreDeals, StoreSale } from '@/components/stores/lazy-store-panels';
import { StoreJsonLd } from '@/components/stores/store-json-ld';
import { StoreAreaMap } from '@/components/stores/store-area-map';
import { googleDirectionsUrl } from '@/lib/stores/directions';
import { StoreServices } from '@/components/stores/store-services';
import { StoreTabs } from '@/components/stores/store-tabs';
import { flyerLabels } from '@/components/sale/sale-labels';
import { SaleDisclaimer } from '@/components/sale/sale-disclaimer';
import { WeekHours } from '@/components/stores/week-hours';
import styles from '@/components/stores/store-detail.module.css';
import { routeLocale } from '@/lib/i18n/route-locale';
import { WEEKDAY_KEYS } from '@/lib/stores/opening';
import { departmentsOf } from '@/lib/stores/departments';
import { saleHref } from '@/lib/content/sale-regions';
import { MyStoreButton } from '@/components/stores/my-store-forms';
import { WeeklyAdBox } from '@/components/weekly-ad/weekly-ad-box';

/**
 * One page per store and language, with its details and special hours (issue 37) from the
 * database, which is empty at build time: rendered at its first visit, then cached until a staff
 * save of the store or of special hours expires it, or for a minute, so the week's exceptions and
 * today's turn with the day.
 * Other slugs are 404.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/location-detail/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const store = await findStore(slug);
  if (!store) return {};
  const english = locale === 'en';
  const t = await getTranslations({ locale, namespace: 'storeDetail' });
  const ts = await getTranslations({ locale, namespace: 'stores' });
  const title = english ? store.titleEng : store.title;
  return pageMetadata({
    locale,
    path: `/location-detail/${store.slug}`,
    title: `${title} | ${ts('title')}`,
    description: t('metaDescription', { title, state: ts(`states.${store.state}`) }),
    image: { url: store.photos[0]!, width: 1200, height: 800 },
  });
}

export default async function StoreDetailPage({ params }: PageProps<'/[locale]/location-detail/[slug]'>) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const store = await findStore(slug);
  if (!store) notFound();
  const english = locale === 'en';
  const t = await getTranslations('storeDetail');
  const ts = await getTranslations('stores');
  const tsale = await getTranslations('sale');
  const tevents = await getTranslations('events');
  const tc = await getTranslations('common');
  const title = english ? store.titleEng : store.title;
  const stateName = ts(`states.${store.state}`);
  const infoTitle = english ? store.infoTitleEng : store.infoTitle;
  const info = english ? store.infoEng : store.info;
  const weekdays = WEEKDAY_KEYS.map((day) => ts(`weekdays.${day}`));
  const today = storeToday(now());
  const specials = specialsOf(store.slug, await specialHoursAround(today));
  const coming = shownSpecials(specials, today);
  const departments = departmentsOf(store).map((department) => (english ? department.nameEng : department.name));
  const photos = store.photos.map((src, index) => ({
    src,
    alt: t('photoAlt', { title, shows: index === 0 ? t('photoFront', { kind: store.distributor ? 'distributor' : 'store' }) : departments[index - 1]!, number: index + 1 }),
  }));

  const tabs = [
    {
      id: 'info',
      label: t('infoTab'),
      content: (
        <dl className={styles.facts}>
          <dt>{t('address')}</dt>
          <dd>
            <ExternalLink href={googleDirectionsUrl(store)} newTabLabel={t('directions', { title })}>
              {store.address}
            </ExternalLink>
          </dd>
          <dt>{t('phone')}</dt>
          <dd>
            <a href={`tel:${store.tel}`}>{store.tel}</a>
          </dd>
          <dt>{t('hours')}</dt>
          <dd>
            <OpenStatus week={store.week} specials={specials} labels={openStatusLabels((await getMessages()).stores)} />
            {coming.length ? <SpecialHoursList specials={coming} today={today} locale={locale} /> : null}
            <WeekHours week={store.week} weekdays={weekdays} todayLabel={t('today')} closedLabel={ts('closedToday')} />
          </dd>
          <dt>{t('services')}</dt>
          <dd>
            <StoreServices
              food={store.food}
              foodList={english ? store.foodListEng : store.foodList}
              snack={store.snack}
              poster={<ServerImage src="/stores/snack-lab.webp" alt={t('snackLabAlt')} width={800} height={1100} sizes="90vw" className={styles.poster} />}
              labels={{
                foodCourt: t('foodCourt'),
                foodCourtTitle: t('foodCourtTitle'),
                foodCourtUnknown: t('foodCourtUnknown'),
                snackLab: t('snackLab'),
                snackLabTitle: t('snackLabTitle'),
                noServices: t('noServices'),
                close: t('close'),
              }}
            />
          </dd>
        </dl>
      ),
    },
    {
      id: 'location',
      label: t('locationTab'),
      content: <StoreAreaMap store={store} locatorStore={toLocatorStore(store, locale, stateName, today, specials)} googleMapsKey={env.googleMapsKey} googleMapId={env.googleMapId} />,
      fallback: (
        <p>
          <ExternalLink href={googleDirectionsUrl(store)} className="button" newTabLabel={tc('newTab')}>
            {t('directionsGoogle')}
          </ExternalLink>
        </p>
      ),
    },
    // The distributor sites sell no deals and publish no flyer.
    ...(store.distributor
      ? []
      : [
          {
            id: 'deals',
            label: t('dealsTab'),
            fallback: (
              <p>
                <Link href={{ pathname: '/event', query: { location: store.locationCode } }}>{t('dealsLink', { state: stateName })}</Link>
              </p>
            ),
            content: (
              <StoreDeals
                location={store.locationCode}
                stores={STORES.filter((other) => other.locationCode === store.locationCode && !other.distributor).map((other) => ({ title: other.title, name: english ? other.titleEng : other.title }))}
                labels={{ empty: tevents('empty'), loading: t('loading'), loadError: t('loadError'), stateStores: t('dealStateStores', { state: stateName }), allStores: t('dealAllStores'), status: { upcoming: tevents('upcoming'), ongoing: tevents('ongoing'), ended: tevents('ended') } }}
                board={await boardLabels()}
                pagination={await paginationLabels()}
              />
            ),
          },
          {
            id: 'sale',
            label: t('saleTab'),
            fallback: (
              <p>
                <Link href={saleHref(store.locationCode)}>{t('saleLink', { state: stateName })}</Link>
              </p>
            ),
            content: (
              <StoreSale
                location={store.locationCode}
                locationName={stateName}
                disclaimer={<SaleDisclaimer location={store.locationCode} store={{ slug: store.slug, title: locale === 'en' ? store.titleEng : store.title }} />}
                labels={{ loading: t('loading'), loadError: tsale('loadError'), noSale: tsale('noSale'), week: tsale('week'), ...(await flyerLabels()) }}
              />
            ),
          },
        ]),
  ];

  return (
    <article className="page-wide">
      <StoreJsonLd store={store} specials={specials.filter((special) => special.day >= today)} name={`Lotte Plaza Market ${store.titleEng}`} url={`${env.siteUrl}${localizedPath(locale, `/location-detail/${store.slug}`)}`} image={`${env.siteUrl}${store.photos[0]}`} />
      <p className={styles.back}>
        <Link href="/location">‹ {t('allStores')}</Link>
      </p>
      <p className={styles.state}>{stateName}</p>
      <h1 className="page-title">{title}</h1>
      {store.distributor ? null : <MyStoreButton locale={locale} slug={store.slug} label={(await getTranslations('myStore'))('saveNamed', { store: title })} />}
      {infoTitle ? <h2 className={styles.infoTitle}>{infoTitle}</h2> : null}
      {info ? <p className={styles.info}>{info}</p> : null}
      <section aria-label={t('photos')}>
        <PhotoGallery
          photos={photos.map((photo, position) => ({
            ...photo,
            thumbnail: <ServerImage src={photo.src} alt="" width={1200} height={800} sizes="(min-width: 900px) 20vw, 45vw" main={position === 0} />,
          }))}
          labels={{ title: t('photoTitle'), close: t('close'), open: t('photoOpen'), previous: t('photoPrevious'), next: t('photoNext') }} />
      </section>
      <StoreTabs label={t('tabs')} tabs={tabs} />
      {store.distributor ? null : <WeeklyAdBox locale={locale} page={localizedPath(locale, `/location-detail/${store.slug}`)} store={store.slug} />}
    </article>
  );
}
