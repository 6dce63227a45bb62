'use client';

import dynamic from 'next/dynamic';
import type { LocatorStore } from './locator-types';

const GoogleStoreMap = dynamic(() => import('./google-store-map').then((module) => module.GoogleStoreMap), { ssr: false });
const noop = () => undefined;

/** One store on Google's map, centred at zoom 15 (spec section 9); only with a key. */
export function StoreLocationMap({ store, label, googleMapsKey, googleMapId }: { store: LocatorStore; label: string; googleMapsKey: string; googleMapId?: string }) {
  return <GoogleStoreMap apiKey={googleMapsKey} mapId={googleMapId} stores={[store]} selected={store.slug} onSelect={noop} label={label} markerLabel={() => store.title} />;
}
