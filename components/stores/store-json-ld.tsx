import type { Store } from '@/lib/content/stores';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** schema.org GroceryStore for search engines: address, geo, phone, hours, the food court. */
export function StoreJsonLd({ store, url, name, image }: { store: Store; url: string; name: string; image: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'GroceryStore',
    name,
    url,
    image,
    telephone: `+1-${store.tel}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address.split(',')[0],
      addressLocality: store.cityEng.replace(/ \(.*\)$/, ''),
      addressRegion: store.state,
      postalCode: store.zipcode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    openingHoursSpecification: store.week.flatMap((hours, day) =>
      hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAYS[day]}`, opens: hhmm(hours.open), closes: hhmm(hours.close) }] : [],
    ),
    ...(store.food ? { department: [{ '@type': 'FoodEstablishment', name: `${name} Food Court`, servesCuisine: store.foodListEng }] } : {}),
  };
  // `<` escaped so the JSON cannot close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
