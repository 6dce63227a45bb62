'use client';

import { useCallback, useMemo, useRef } from 'react';
import dynamic from 'next/dynamic';
import { Link } from '@/lib/i18n/client-navigation';
import type { InitialStoreSearch, LocatorStore } from './locator-types';
import { CAPITAL_REGION, OfflineStoreMap, WHOLE_MAP, within, type MapCity } from './offline-store-map';
import { StoreResults } from './store-results';
import { StoreSearchPanel } from './store-search-panel';
import { useStoreSearch } from './use-store-search';
import { useLocatorTexts } from './locator-texts';
import styles from './stores.module.css';

// Google's script loads only when a key is configured, and only in the browser.
const GoogleStoreMap = dynamic(() => import('./google-store-map').then((module) => module.GoogleStoreMap), { ssr: false });

interface StoreLocatorProps {
  stores: LocatorStore[];
  states: Array<{ code: LocatorStore['state']; name: string }>;
  googleMapsKey?: string;
  googleMapId?: string;
  /** Reference cities named on the offline map. */
  cities: MapCity[];
  /** A search the address asked for, answered by the server. */
  initialSearch?: InitialStoreSearch;
}

/**
 * Search (ZIP, state and city, current location), the result list and the map, in step. Its
 * strings come from the `stores` messages of the LocatorTextsProvider around it
 * (app/[locale]/(site)/location).
 */
export function StoreLocator({ stores, states, googleMapsKey, googleMapId, cities, initialSearch }: StoreLocatorProps) {
  const t = useLocatorTexts();
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  // On a phone the list is below a tall map, so a search would seem to do nothing: go to its answer.
  const toResults = useCallback(() => {
    resultsTitle.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
    resultsTitle.current?.focus({ preventScroll: true });
  }, []);
  const search = useStoreSearch(stores, toResults, initialSearch);
  const { listed, selected, setSelected, here } = search;

  const selectedStore = selected ? search.bySlug.get(selected) : undefined;
  const mapStores = useMemo(() => listed.map(({ store }) => store), [listed]);
  const showInset = mapStores.some((store) => store.position && within(store.position, CAPITAL_REGION));
  const youAreHere = t('youAreHere');
  const hereMark = useMemo(() => (here?.position ? { position: here.position, label: youAreHere } : null), [here, youAreHere]);
  const hereOnGoogle = useMemo(() => (here ? { point: here.point, label: youAreHere } : null), [here, youAreHere]);
  // A new search shows the whole map again (a zoom into a cluster belongs to the list it came from).
  const mapKey = mapStores.map((store) => store.slug).join(' ');
  const markerLabel = useCallback((store: LocatorStore) => t('mapMarker', { title: store.title, state: store.stateName }), [t]);

  return (
    <div className={styles.locator}>
      <StoreSearchPanel search={search} states={states} />

      <div className={styles.mapColumn}>
        {googleMapsKey ? (
          <GoogleStoreMap
            apiKey={googleMapsKey}
            mapId={googleMapId}
            stores={mapStores}
            selected={selected}
            onSelect={setSelected}
            label={t('map')}
            markerLabel={markerLabel}
            here={hereOnGoogle}
          />
        ) : (
          <>
            <OfflineStoreMap key={mapKey} stores={mapStores} region={WHOLE_MAP} label={t('map')} selected={selected} onSelect={setSelected} markerLabel={markerLabel} cities={cities} here={hereMark} />
            {showInset ? (
              <OfflineStoreMap key={`inset ${mapKey}`} stores={mapStores} region={CAPITAL_REGION} label={t('mapInset')} selected={selected} onSelect={setSelected} markerLabel={markerLabel} cities={cities} here={hereMark} />
            ) : null}
          </>
        )}
        {selectedStore ? (
          <div className={styles.selectedCard} aria-live="polite">
            <strong>{selectedStore.title}</strong>
            <span>{selectedStore.address}</span>
            <Link href={selectedStore.href} className="button">
              {t('viewMore')}
            </Link>
          </div>
        ) : null}
      </div>

      <StoreResults search={search} titleRef={resultsTitle} />
    </div>
  );
}
