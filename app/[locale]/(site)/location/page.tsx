import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { STORES } from '@/lib/content/stores';
import { StoreLocator } from '@/components/stores/store-locator';
import { toLocatorStore } from '@/components/stores/locator-stores';
import { routeLocale } from '@/lib/i18n/route-locale';
import { WEEKDAY_KEYS } from '@/lib/stores/opening';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

const STATE_ORDER = ['MD', 'VA', 'NJ', 'FL'] as const;

export const generateMetadata = staticPageMetadata('stores', '/location');

/** Store Location: every store listed by default (distributors included), search, map. */
export default async function LocationPage({ params }: PageProps<'/[locale]/location'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('stores');
  const stateName = (code: (typeof STATE_ORDER)[number]) => t(`states.${code}`);
  const labelKeys = [
    'searchBy', 'zipTab', 'stateTab', 'zipLabel', 'zipPlaceholder', 'zipInvalid', 'search', 'stateLabel', 'selectState', 'cityLabel', 'allCities',
    'currentLocation', 'locating', 'geoDenied', 'geoUnavailable', 'youAreHere', 'searchFailed', 'clear', 'allLocations', 'viewMore', 'distributor', 'closedToday',
  ] as const;
  // Templates the browser fills in ({count}, {time}, …).
  const raw = ['resultsOne', 'resultsOther', 'milesAway', 'nearestHere', 'todayHours', 'call', 'mapMarker', 'openNow', 'closedOpens', 'closedOpensDay'] as const;

  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <StoreLocator
        stores={STORES.map((store) => toLocatorStore(store, locale, stateName(store.state)))}
        states={STATE_ORDER.map((code) => ({ code, name: stateName(code) }))}
        labels={{
          ...(Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as Record<(typeof labelKeys)[number], string>),
          ...(Object.fromEntries(raw.map((key) => [key, t.raw(key) as string])) as Record<(typeof raw)[number], string>),
          map: t('map'),
          mapInset: t('mapInset'),
          weekdays: WEEKDAY_KEYS.map((day) => t(`weekdays.${day}`)),
        }}
        googleMapsKey={env.googleMapsKey}
        googleMapId={env.googleMapId}
      />
    </div>
  );
}
