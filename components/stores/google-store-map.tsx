'use client';

import { useEffect, useState } from 'react';
import { GoogleMap, useJsApiLoader } from '@react-google-maps/api';
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
}

/** Google Maps with an advanced marker per store; loaded only when a key is configured. */
export function GoogleStoreMap({ apiKey, mapId, stores, selected, onSelect, label, markerLabel }: GoogleStoreMapProps) {
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
    if (!map) return;
    const one = stores.find((store) => store.slug === selected) ?? (stores.length === 1 ? stores[0] : undefined);
    if (one) {
      map.setCenter({ lat: one.lat, lng: one.lng });
      map.setZoom(STORE_ZOOM);
    } else if (stores.length) {
      const bounds = new google.maps.LatLngBounds();
      stores.forEach((store) => bounds.extend({ lat: store.lat, lng: store.lng }));
      map.fitBounds(bounds, 32);
    }
  }, [map, stores, selected]);

  if (loadError || !isLoaded) return <div className={styles.googleMap} role="img" aria-label={label} />;
  return (
    <div className={styles.googleMap} role="region" aria-label={label}>
      <GoogleMap mapContainerStyle={{ width: '100%', height: '100%' }} options={{ mapId: mapId || 'DEMO_MAP_ID', streetViewControl: false }} onLoad={setMap} onUnmount={() => setMap(null)} />
    </div>
  );
}
