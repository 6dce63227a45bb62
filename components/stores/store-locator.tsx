'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { api, visitorMessage } from '@/lib/api/client';
import { byDistance, type Point } from '@/lib/stores/distance';
import type { LocatorStore, OpenLabels } from './locator-types';
import { CAPITAL_REGION, OfflineStoreMap, WHOLE_MAP, within } from './offline-store-map';
import { OpenStatus } from './open-status';
import panel from '../ui/filter-panel.module.css';
import tabStyles from '../ui/tabs.module.css';
import styles from './stores.module.css';

// Google's script loads only when a key is configured, and only in the browser.
const GoogleStoreMap = dynamic(() => import('./google-store-map').then((module) => module.GoogleStoreMap), { ssr: false });

export interface StoreLocatorLabels extends OpenLabels {
  searchBy: string;
  zipTab: string;
  stateTab: string;
  zipLabel: string;
  zipPlaceholder: string;
  zipInvalid: string;
  search: string;
  stateLabel: string;
  selectState: string;
  cityLabel: string;
  allCities: string;
  currentLocation: string;
  locating: string;
  geoDenied: string;
  geoUnavailable: string;
  youAreHere: string;
  /** "The nearest store is {title}, {miles} mi away." */
  nearestHere: string;
  searchFailed: string;
  clear: string;
  allLocations: string;
  /** "{count} locations": one form for 1, another for the rest. */
  resultsOne: string;
  resultsOther: string;
  viewMore: string;
  distributor: string;
  milesAway: string;
  todayHours: string;
  call: string;
  map: string;
  mapInset: string;
  mapMarker: string;
}

interface Hit {
  slug: string;
  miles?: number;
}

interface StoreLocatorProps {
  stores: LocatorStore[];
  states: Array<{ code: LocatorStore['state']; name: string }>;
  labels: StoreLocatorLabels;
  googleMapsKey?: string;
  googleMapId?: string;
}

/** Search (ZIP, state and city, current location), the result list and the map, in step. */
export function StoreLocator({ stores, states, labels, googleMapsKey, googleMapId }: StoreLocatorProps) {
  const locale = useLocale();
  const [tab, setTab] = useState<'zip' | 'state'>('zip');
  const [zip, setZip] = useState('');
  const [state, setState] = useState('');
  const [city, setCity] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [here, setHere] = useState<{ point: Point; position: { left: number; top: number } | null } | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const resultsTitle = useRef<HTMLHeadingElement>(null);

  const bySlug = useMemo(() => new Map(stores.map((store) => [store.slug, store])), [stores]);
  const listed: Array<{ store: LocatorStore; miles?: number }> = useMemo(
    () => (hits ? hits.flatMap((hit) => (bySlug.get(hit.slug) ? [{ store: bySlug.get(hit.slug)!, miles: hit.miles }] : [])) : stores.map((store) => ({ store }))),
    [hits, bySlug, stores],
  );
  const cities = useMemo(() => {
    const seen = new Map<number, string>();
    for (const store of stores) if (store.state === state) seen.set(store.cityCode, store.city);
    return [...seen.entries()];
  }, [stores, state]);

  useEffect(() => {
    if (selected) itemRefs.current.get(selected)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);

  const show = (next: Hit[], message = '') => {
    setHits(next);
    setSelected(next.length === 1 ? next[0]!.slug : null);
    setMessage(message);
    setHere(null);
  };

  const searchZip = async (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (!/^\d{5}$/.test(value)) {
      window.alert(labels.zipInvalid);
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      const body = await api.get<{ results: Hit[] }>('stores/nearest/', { query: { zip: value, lang: locale } });
      show(body.results);
    } catch (error) {
      setHits([]);
      setMessage(visitorMessage(error, labels.searchFailed));
    } finally {
      setBusy(false);
    }
  };

  const searchState = (event: FormEvent) => {
    event.preventDefault();
    if (!state) {
      window.alert(labels.selectState);
      return;
    }
    show(stores.filter((store) => store.state === state && (!city || String(store.cityCode) === city)).map((store) => ({ slug: store.slug })));
  };

  const searchHere = () => {
    if (!('geolocation' in navigator)) {
      setMessage(labels.geoUnavailable);
      return;
    }
    setBusy(true);
    setMessage(labels.locating);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const from = { lat: position.coords.latitude, lng: position.coords.longitude };
        // The distance list is computed here: the stores are already on the page. The map's
        // projection loads only now, for the "you are here" dot.
        const ranked = byDistance(stores, from).map(({ store, miles }) => ({ slug: store.slug, miles: Math.round(miles * 10) / 10 }));
        // Without the projection (its chunk failed to load) the list still sorts; only the dot is left out.
        const projection = await import('@/lib/stores/map-projection').catch(() => null);
        const nearest = ranked[0] && bySlug.get(ranked[0].slug);
        show(ranked, nearest ? labels.nearestHere.replace('{title}', nearest.title).replace('{miles}', String(ranked[0]!.miles)) : '');
        setSelected(nearest ? nearest.slug : null);
        setHere({ point: from, position: projection?.mapPosition(from) ?? null });
        setBusy(false);
        // On a phone nothing would seem to happen: take the visitor to the sorted list.
        resultsTitle.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth' });
        resultsTitle.current?.focus({ preventScroll: true });
      },
      (error) => {
        setBusy(false);
        setMessage(error.code === error.PERMISSION_DENIED ? labels.geoDenied : labels.geoUnavailable);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const clear = () => {
    setZip('');
    setState('');
    setCity('');
    setHits(null);
    setSelected(null);
    setMessage('');
    setHere(null);
  };

  const selectedStore = selected ? bySlug.get(selected) : undefined;
  const mapStores = useMemo(() => listed.map(({ store }) => store), [listed]);
  const showInset = mapStores.some((store) => store.position && within(store.position, CAPITAL_REGION));
  const hereMark = useMemo(() => (here?.position ? { position: here.position, label: labels.youAreHere } : null), [here, labels.youAreHere]);
  const hereOnGoogle = useMemo(() => (here ? { point: here.point, label: labels.youAreHere } : null), [here, labels.youAreHere]);
  const markerLabel = useCallback((store: LocatorStore) => labels.mapMarker.replace('{title}', store.title).replace('{state}', store.stateName), [labels.mapMarker]);

  return (
    <div className={styles.locator}>
      <section className={styles.search} aria-label={labels.searchBy}>
        <div role="tablist" aria-label={labels.searchBy} className={tabStyles.list}>
          {(['zip', 'state'] as const).map((key) => (
            <button key={key} type="button" role="tab" id={`store-search-${key}`} aria-selected={tab === key} aria-controls={`store-search-${key}-panel`} className={tabStyles.tab} onClick={() => setTab(key)}>
              {key === 'zip' ? labels.zipTab : labels.stateTab}
            </button>
          ))}
        </div>
        {tab === 'zip' ? (
          <form id="store-search-zip-panel" role="tabpanel" aria-labelledby="store-search-zip" className={panel.panel} onSubmit={searchZip} noValidate>
            <label className={`${panel.field} ${panel.grow}`}>
              <span>{labels.zipLabel}</span>
              <input
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                placeholder={labels.zipPlaceholder}
                value={zip}
                onChange={(event) => {
                  setZip(event.target.value);
                  setMessage('');
                }}
              />
            </label>
            <button type="submit" className="button" disabled={busy}>
              {labels.search}
            </button>
          </form>
        ) : (
          <form id="store-search-state-panel" role="tabpanel" aria-labelledby="store-search-state" className={panel.panel} onSubmit={searchState}>
            <label className={panel.field}>
              <span>{labels.stateLabel}</span>
              <select
                value={state}
                onChange={(event) => {
                  setState(event.target.value);
                  setCity('');
                }}
              >
                <option value="">{labels.selectState}</option>
                {states.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={`${panel.field} ${panel.grow}`}>
              <span>{labels.cityLabel}</span>
              <select value={city} onChange={(event) => setCity(event.target.value)} disabled={!state}>
                <option value="">{labels.allCities}</option>
                {cities.map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {labels.search}
            </button>
          </form>
        )}
        <div className={styles.searchActions}>
          <button type="button" className="button button-outline" onClick={searchHere} disabled={busy}>
            {labels.currentLocation}
          </button>
          <button type="button" className="button button-outline" onClick={clear}>
            {labels.clear}
          </button>
        </div>
        <p className={styles.message} role="status" aria-live="polite">
          {message}
        </p>
      </section>

      <div className={styles.mapColumn}>
        {googleMapsKey ? (
          <GoogleStoreMap
            apiKey={googleMapsKey}
            mapId={googleMapId}
            stores={mapStores}
            selected={selected}
            onSelect={setSelected}
            label={labels.map}
            markerLabel={markerLabel}
            here={hereOnGoogle}
          />
        ) : (
          <>
            <OfflineStoreMap stores={mapStores} region={WHOLE_MAP} label={labels.map} selected={selected} onSelect={setSelected} markerLabel={markerLabel} here={hereMark} />
            {showInset ? (
              <OfflineStoreMap stores={mapStores} region={CAPITAL_REGION} label={labels.mapInset} selected={selected} onSelect={setSelected} markerLabel={markerLabel} here={hereMark} />
            ) : null}
          </>
        )}
        {selectedStore ? (
          <div className={styles.selectedCard} aria-live="polite">
            <strong>{selectedStore.title}</strong>
            <span>{selectedStore.address}</span>
            <Link href={selectedStore.href} className="button">
              {labels.viewMore}
            </Link>
          </div>
        ) : null}
      </div>

      <section className={styles.results} aria-labelledby="store-results">
        <h2 id="store-results" ref={resultsTitle} tabIndex={-1} className={styles.resultsTitle}>
          {hits ? (listed.length === 1 ? labels.resultsOne : labels.resultsOther).replace('{count}', String(listed.length)) : labels.allLocations}
        </h2>
        <ul className={styles.list}>
          {listed.map(({ store, miles }) => (
            <li
              key={store.slug}
              ref={(node) => {
                if (node) itemRefs.current.set(store.slug, node);
                else itemRefs.current.delete(store.slug);
              }}
              className={styles.item}
              data-selected={store.slug === selected}
            >
              <button type="button" className={styles.itemSelect} onClick={() => setSelected(store.slug)} aria-pressed={store.slug === selected}>
                <span className={styles.itemTitle}>
                  {store.title}
                  {store.distributor ? <span className={styles.badge}>{labels.distributor}</span> : null}
                </span>
                <span className={styles.itemCity}>
                  {store.city}, {store.stateName}
                  {miles !== undefined ? ` · ${labels.milesAway.replace('{miles}', String(miles))}` : ''}
                </span>
              </button>
              <span>{store.address}</span>
              <a href={`tel:${store.tel}`} aria-label={labels.call.replace('{title}', store.title)}>
                {store.tel}
              </a>
              <span className={styles.hours}>
                {labels.todayHours.replace('{hours}', store.hours)} <OpenStatus week={store.week} labels={labels} />
              </span>
              <Link href={store.href} className={styles.viewMore} aria-label={`${labels.viewMore}: ${store.title}`}>
                {labels.viewMore}
                {/* For search engines, which read the text, not the label. */}
                <span className="visually-hidden"> – {store.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
