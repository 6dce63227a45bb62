'use client';

import dynamic from 'next/dynamic';
import type { LocatorStore } from './locator-types';
import { OfflineStoreMap } from './offline-store-map';

const GoogleStoreMap = dynamic(() => import('./google-store-map').then((module) => module.GoogleStoreMap), { ssr: false });
const noop = () => undefined;

/** One store on the map, centred (Google at zoom 15 with a key; the offline map otherwise). */
export function StoreLocationMap({ store, label, googleMapsKey, googleMapId }: { store: LocatorStore; label: string; googleMapsKey?: string; googleMapId?: string }) {
  const markerLabel = () => store.title;
  if (googleMapsKey) {
    return <GoogleStoreMap apiKey={googleMapsKey} mapId={googleMapId} stores={[store]} selected={store.slug} onSelect={noop} label={label} markerLabel={markerLabel} />;
  }
  const centre = store.position ?? { left: 50, top: 50 };
  return <OfflineStoreMap stores={[store]} region={{ left: centre.left - 5, top: centre.top - 2.4, width: 10, height: 4.8 }} label={label} selected={store.slug} onSelect={noop} markerLabel={markerLabel} />;
}
