import type { Store } from '@/lib/stores/store';

/** schema.org PostalAddress of a store or site (a site known only by its town gives no street). */
export function postalAddress(store: Store) {
  const street = store.address.split(',')[0]!;
  const locality = store.cityEng.replace(/ \(.*\)$/, '');
  return {
    '@type': 'PostalAddress' as const,
    ...(street === locality ? {} : { streetAddress: street }),
    addressLocality: locality,
    addressRegion: store.state,
    postalCode: store.zipcode,
    addressCountry: 'US',
  };
}
