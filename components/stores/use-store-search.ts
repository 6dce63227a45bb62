'use client';

import { useEffect, useEffectEvent, useMemo, useState, type FormEvent } from 'react';
import { visitorMessage } from '@/lib/api/client';
import { useAppLocale } from '@/lib/i18n/client-navigation';
import { endpoints } from '@/lib/api/endpoints';
import { byDistance, type Point } from '@/lib/stores/distance';
import { inStateAndCity } from '@/lib/stores/state-search';
import type { InitialStoreSearch, LocatorStore } from './locator-types';
import { useLocatorTexts } from './locator-texts';

interface Hit {
  slug: string;
  miles?: number;
}

type SearchTab = 'zip' | 'state';

/**
 * The store search's state and actions: by ZIP (the API ranks by distance), by state and city
 * (on the page's own list), or from the visitor's position (ranked here; the map's projection
 * loads only then, for the "you are here" dot). `onResults` runs once a search's answer (its list
 * or its message) is on the page, so that the page can take the visitor there.
 */
export function useStoreSearch(stores: LocatorStore[], onResults: () => void, initial?: InitialStoreSearch) {
  const t = useLocatorTexts();
  const locale = useAppLocale();
  const [tab, setTab] = useState<SearchTab>(initial?.tab ?? 'zip');
  const [zip, setZip] = useState(initial?.zip ?? '');
  const [state, setState] = useState(initial?.state ?? '');
  const [city, setCity] = useState(initial?.city ?? '');
  const [hits, setHits] = useState<Hit[] | null>(initial ? initial.hits : null);
  const [message, setMessage] = useState(initial?.message ?? '');
  const [busy, setBusy] = useState(false);
  const [selected, setSelected] = useState<string | null>(initial?.hits.length === 1 ? initial.hits[0]!.slug : null);
  const [here, setHere] = useState<{ point: Point; position: { left: number; top: number } | null } | null>(null);
  // Counts the answers. The page goes to one after React has drawn it: a scroll measured before
  // that missed the list's heading when what was above it changed (a selected store's card gone).
  const [answers, setAnswers] = useState(0);
  const answered = useEffectEvent(onResults);
  useEffect(() => {
    if (answers > 0) answered();
  }, [answers]);
  const answer = () => setAnswers((count) => count + 1);

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

  const show = (next: Hit[], text = '') => {
    setHits(next);
    setSelected(next.length === 1 ? next[0]!.slug : null);
    setMessage(text);
    setHere(null);
  };

  const searchZip = async (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (!/^\d{5}$/.test(value)) {
      window.alert(t('zipInvalid'));
      return;
    }
    setBusy(true);
    setMessage('');
    try {
      const body = await endpoints.nearestStores(value, locale);
      show(body.results);
    } catch (error) {
      // No store is the answer: the one selected before goes with its list.
      show([], visitorMessage(error, t('searchFailed')));
    } finally {
      setBusy(false);
    }
    answer();
  };

  const searchState = (event: FormEvent) => {
    event.preventDefault();
    if (!state) {
      window.alert(t('selectState'));
      return;
    }
    show(inStateAndCity(stores, state, city).map((store) => ({ slug: store.slug })));
    answer();
  };

  const searchHere = () => {
    if (!('geolocation' in navigator)) {
      setMessage(t('geoUnavailable'));
      return;
    }
    setBusy(true);
    setMessage(t('locating'));
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const from = { lat: position.coords.latitude, lng: position.coords.longitude };
        const ranked = byDistance(stores, from).map(({ store, miles }) => ({ slug: store.slug, miles: Math.round(miles * 10) / 10 }));
        // Without the projection (its chunk failed to load) the list still sorts; only the dot is left out.
        const projection = await import('@/lib/stores/map-projection').catch(() => null);
        const nearest = ranked[0] && bySlug.get(ranked[0].slug);
        show(ranked, nearest ? t('nearestHere', { title: nearest.title, miles: ranked[0]!.miles }) : '');
        setSelected(nearest ? nearest.slug : null);
        setHere({ point: from, position: projection?.mapPosition(from) ?? null });
        setBusy(false);
        answer();
      },
      (error) => {
        setBusy(false);
        setMessage(error.code === error.PERMISSION_DENIED ? t('geoDenied') : t('geoUnavailable'));
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

  const changeZip = (value: string) => {
    setZip(value);
    setMessage('');
  };
  const changeState = (value: string) => {
    setState(value);
    setCity('');
  };

  return {
    tab, setTab, zip, changeZip, state, changeState, city, setCity, cities,
    searched: hits !== null, listed, message, busy, selected, setSelected, here, bySlug,
    searchZip, searchState, searchHere, clear,
  };
}

export type StoreSearch = ReturnType<typeof useStoreSearch>;
