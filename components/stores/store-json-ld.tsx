import type { Store } from '@/lib/stores/store';
import { JsonLd } from '@/components/seo/json-ld';
import { postalAddress } from '@/lib/seo/postal-address';
import type { SpecialDay } from '@/lib/stores/special-hours';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * schema.org for a store page: a GroceryStore (address, geo, phone, hours, price range, the food
 * court); the Jessup distributor sites are not shops, so a plain LocalBusiness. Its special hours
 * from today on are `specialOpeningHoursSpecification`, a day each; a day closed opens and
 * closes at 00:00, as Google documents.
 */
export function StoreJsonLd({ store, url, name, image, specials }: { store: Store; url: string; name: string; image: string; specials: readonly SpecialDay[] }) {
  const data = {
    '@type': store.distributor ? 'LocalBusiness' : 'GroceryStore',
    name,
    url,
    image,
    telephone: `+1-${store.tel}`,
    address: postalAddress(store),
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    openingHoursSpecification: store.week.flatMap((hours, day) =>
      hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAYS[day]}`, opens: hhmm(hours.open), closes: hhmm(hours.close) }] : [],
    ),
    ...(specials.length
      ? {
          specialOpeningHoursSpecification: specials.map((special) => ({
            '@type': 'OpeningHoursSpecification',
            validFrom: special.day,
            validThrough: special.day,
            opens: special.hours ? hhmm(special.hours.open) : '00:00',
            closes: special.hours ? hhmm(special.hours.close) : '00:00',
          })),
        }
      : {}),
    ...(store.distributor ? {} : { priceRange: '$$' }),
    ...(store.food ? { department: [{ '@type': 'FoodEstablishment', name: `${name} Food Court`, servesCuisine: store.foodListEng }] } : {}),
  };
  return <JsonLd data={data} />;
}
