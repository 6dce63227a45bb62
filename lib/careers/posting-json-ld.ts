import { HEADQUARTERS_CITY, JESSUP_CITY } from '@/lib/content/codes';
import { STORES, type Store } from '@/lib/content/stores';
import { endOfStoreDay } from '@/lib/dates';
import { postalAddress } from '@/lib/seo/postal-address';
import { isClosed } from './deadline';

export interface PostingFacts {
  title: string;
  /** Sanitized HTML of the body in the page's language. */
  description: string;
  /** 1 full time, 2 part time. */
  careerType: number;
  cities: number[];
  dueDate: string | null;
  createdAt: string;
}

/** The place a city code stands for: its store, or the first Jessup site (the headquarters is in Jessup). */
function siteOf(city: number): Store | undefined {
  const code = city === HEADQUARTERS_CITY ? JESSUP_CITY : city;
  return STORES.find((store) => store.cityCode === code && !store.distributor) ?? STORES.find((store) => store.cityCode === code);
}

/**
 * schema.org JobPosting for Google for Jobs, or null for a closed posting (it must not be
 * offered any more). validThrough is the end of the due day in New York.
 */
export function postingJsonLd(posting: PostingFacts, today: string, site: { url: string; name: string; logo: string }): Record<string, unknown> | null {
  if (isClosed(posting.dueDate, today)) return null;
  const places = posting.cities.map(siteOf).filter((store): store is Store => Boolean(store));
  return {
    '@type': 'JobPosting',
    title: posting.title,
    description: posting.description,
    datePosted: posting.createdAt,
    ...(posting.dueDate ? { validThrough: endOfStoreDay(posting.dueDate) } : {}),
    employmentType: posting.careerType === 2 ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, logo: site.logo },
    jobLocation: places.map((store) => ({ '@type': 'Place', address: postalAddress(store) })),
    directApply: true,
  };
}
