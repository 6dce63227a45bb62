import { getMessages, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { MAP_CITIES } from '@/lib/content/map-cities';
import { mapPosition } from '@/lib/stores/map-projection';
import { StoreLocator } from '@/components/stores/store-locator';
import { LocatorTextsProvider } from '@/components/stores/locator-texts';
import { toLocatorStore } from '@/components/stores/locator-stores';
import type { AppLocale } from '@/lib/i18n/routing';
import { searchFromQuery } from '@/lib/server/stores/search-from-query';
import type { SearchParams } from '@/lib/search-params';
import { storeToday } from '@/lib/dates';
import { now } from '@/lib/server/clock';
import { specialHoursAround } from '@/lib/server/services/special-hours';
import { HolidayHoursNotice } from '@/components/stores/holiday-hours-notice';
import { listStores } from '@/lib/server/services/stores';

const STATE_ORDER = ['MD', 'VA', 'NJ', 'FL'] as const;

/**
 * Store Location: every store listed by default (distributors included) with today's hours
 * (special hours included), search, map. A search in the address (`?zip=`, `?state=&city=`, what
 * the forms send without script) is answered by the page that reads the query. A shopper's own
 * store (`myStore`) is listed first and marked.
 */
export async function LocationView({ locale, query, myStore }: { locale: AppLocale; query: SearchParams; myStore?: string }) {
  const t = await getTranslations('stores');
  const ta = await getTranslations('api');
  const initialSearch = await searchFromQuery(query, {
    zipInvalid: t('zipInvalid'),
    zipUnknown: (zip) => ta('zipUnknown', { zip }),
    selectState: t('selectState'),
  });
  const stateName = (code: (typeof STATE_ORDER)[number]) => t(`states.${code}`);
  const today = storeToday(now());
  const specials = await specialHoursAround(today);
  // The shopper's store first (its twin for that store, proxy.ts), then every store in order.
  const stores = (await listStores()).sort((a, b) => Number(b.slug === myStore) - Number(a.slug === myStore));
  return (
    <div className="page-wide">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <HolidayHoursNotice specials={specials} today={today} locale={locale} linkToStores={false} />
      {/* The locator is a large island: it gets its namespace and fills the messages itself. */}
      <LocatorTextsProvider texts={(await getMessages()).stores}>
        <StoreLocator
          stores={stores.map((store) => toLocatorStore(store, locale, stateName(store.state), today, specials, store.slug === myStore))}
          states={STATE_ORDER.map((code) => ({ code, name: stateName(code) }))}
          googleMapsKey={env.googleMapsKey}
          googleMapId={env.googleMapId}
          cities={MAP_CITIES.map((city) => ({ name: locale === 'en' ? city.en : city.ko, position: mapPosition(city) }))}
          initialSearch={initialSearch}
        />
      </LocatorTextsProvider>
    </div>
  );
}
