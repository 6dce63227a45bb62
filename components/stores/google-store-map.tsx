'use client';

import { useEffect, useState } from 'react';
import { GoogleMap, useJsApiLoader } from '@react-google-maps/api';
import type { Point } from '@/lib/stores/distance';
import type { LocatorStore } from './locator-types';
import styles from './stores.module.css';

const LIBRARIES: ['marker'] = ['marker'];
/** Spec section 9: default zoom 15 when centred on one store. */
const STORE_ZOOM = 15;

interface GoogleStoreMapProps {
  apiKey: string;
  mapId?: string;
  stores: LocatorStore[];
  selected: string | null;
  onSelect: (slug: string) => void;
  label: string;
  markerLabel: (store: LocatorStore) => string;
  /** The visitor's own position after a current-location search. */
  here?: { point: Point; label: string } | null;
}

/** The blue "you are here" dot, drawn by us so it reads differently from the store pins. */
function hereDot(label: string): HTMLElement {
  const dot = document.createElement('span');
  dot.className = styles.here!;
  dot.setAttribute('role', 'img');
  dot.setAttribute('aria-label', label);
  dot.style.position = 'static';
  dot.style.display = 'block';
  dot.style.margin = '0';
  return dot;
}

/** Google Maps with an advanced marker per store; loaded only when a key is configured. */
export function GoogleStoreMap({ apiKey, mapId, stores, selected, onSelect, label, markerLabel, here }: GoogleStoreMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'lotte-google-maps', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const [map, setMap] = useState<google.maps.Map | null>(null);

  useEffect(() => {
    if (!map || !isLoaded) return;
    const markers = stores.map((store) => {
      const marker = new google.maps.marker.AdvancedMarkerElement({ map, position: { lat: store.lat, lng: store.lng }, title: markerLabel(store), gmpClickable: true });
      marker.addListener('click', () => onSelect(store.slug));
      return marker;
    });
    return () => markers.forEach((marker) => (marker.map = null));
  }, [map, isLoaded, stores, onSelect, markerLabel]);

  useEffect(() => {
    if (!map || !isLoaded || !here) return;
    const marker = new google.maps.marker.AdvancedMarkerElement({ map, position: { lat: here.point.lat, lng: here.point.lng }, title: here.label, content: hereDot(here.label), zIndex: 1000 });
    return () => {
      marker.map = null;
    };
  }, [map, isLoaded, here]);

  useEffect(() => {
    if (!map) return;
    const one = stores.find((store) => store.slug === selected) ?? (stores.length === 1 ? stores[0] : undefined);
    if (one && !here) {
      map.setCenter({ lat: one.lat, lng: one.lng });
      map.setZoom(STORE_ZOOM);
      return;
    }
    // The visitor and their nearest store together, or every store listed.
    const points = here && one ? [here.point, one] : stores;
    if (!points.length) return;
    const bounds = new google.maps.LatLngBounds();
    points.forEach((point) => bounds.extend({ lat: point.lat, lng: point.lng }));
    map.fitBounds(bounds, 48);
  }, [map, stores, selected, here]);

  if (loadError || !isLoaded) return <div className={styles.googleMap} role="img" aria-label={label} />;
  return (
    <div className={styles.googleMap} role="region" aria-label={label}>
      <GoogleMap mapContainerStyle={{ width: '100%', height: '100%' }} options={{ mapId: mapId || 'DEMO_MAP_ID', streetViewControl: false }} onLoad={setMap} onUnmount={() => setMap(null)} />
    </div>
  );
}
