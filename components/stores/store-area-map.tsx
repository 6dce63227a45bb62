import { getLocale, getTranslations } from 'next-intl/server';
import { FIRST_STORES, storeBySlug } from '@/lib/content/stores';
import type { Store } from '@/lib/stores/store';
import { appleDirectionsUrl, googleDirectionsUrl } from '@/lib/stores/directions';
import areas from '@/lib/content/store-map-areas.json';
import { ExternalLink } from '../layout/external-link';
import { StoreLocationMap } from './store-location-map';
import type { LocatorStore } from './locator-types';
import styles from './store-detail.module.css';

interface StoreAreaMapProps {
  store: Store;
  locatorStore: LocatorStore;
  googleMapsKey?: string;
  googleMapId?: string;
}

/**
 * The store page's Location tab: the address and directions in Google Maps and Apple Maps first,
 * then the Google map centred on the store (with a key), or where the store is drawn offline: the
 * nearby towns, the other Lotte Plaza stores nearby, state lines, a scale, and its state in a
 * corner (scripts/maps/draw-store-maps.mts, from the first coordinates: a store staff have moved
 * since is left without the picture, which would show the old place).
 */
export async function StoreAreaMap({ store, locatorStore, googleMapsKey, googleMapId }: StoreAreaMapProps) {
  const locale = await getLocale();
  const t = await getTranslations('storeDetail');
  const tc = await getTranslations('common');
  const ts = await getTranslations('stores');
  const english = locale === 'en';
  const title = english ? `Lotte Plaza ${store.titleEng}` : store.title;
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const first = FIRST_STORES.find((candidate) => candidate.slug === store.slug);
  const drawnHere = first?.lat === store.lat && first.lng === store.lng;
  const area = (areas as Record<string, { towns: Record<'ko' | 'en', string[]>; neighbours: string[] }>)[store.slug];
  const towns = area?.towns[english ? 'en' : 'ko'] ?? [];
  const neighbours = (area?.neighbours ?? []).flatMap((slug) => {
    const other = storeBySlug(slug);
    return other ? [english ? `Lotte Plaza ${other.titleEng}` : other.title] : [];
  });
  const alt = [
    t('areaMapAlt', { title, towns: list.format(towns.slice(0, 5)) }),
    neighbours.length ? t('areaMapNeighbours', { names: list.format(neighbours) }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.areaMap}>
      <p className={styles.areaAddress}>
        <strong>{t('address')}</strong> {store.address}
      </p>
      <p className={styles.directions}>
        <ExternalLink href={googleDirectionsUrl(store)} className="button" newTabLabel={tc('newTab')}>
          {t('directionsGoogle')}
        </ExternalLink>
        <ExternalLink href={appleDirectionsUrl(store)} className="button button-outline" newTabLabel={tc('newTab')}>
          {t('directionsApple')}
        </ExternalLink>
      </p>
      {googleMapsKey ? (
        <StoreLocationMap store={locatorStore} label={ts('map')} googleMapsKey={googleMapsKey} googleMapId={googleMapId} />
      ) : drawnHere ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small static SVG, drawn once per store and language
        <img src={`/maps/stores/${store.slug}.${locale}.svg`} alt={alt} width={600} height={450} loading="lazy" className={styles.areaPicture} />
      ) : null}
    </div>
  );
}
