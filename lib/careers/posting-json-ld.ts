import type { JobPosting, Place } from 'schema-dts';
import { HEADQUARTERS_CITY, JESSUP_CITY } from '@/lib/content/codes';
import type { Store } from '@/lib/stores/store';
import { endOfStoreDay } from '@/lib/dates';
import { postalAddress } from '@/lib/seo/postal-address';
import { payUnitText, type Pay } from './pay';

export interface PostingFacts {
  id: number;
  title: string;
  /** Sanitized HTML of the body in the page's language. */
  description: string;
  /** Benefits in the page's language, plain text ('' when none). */
  benefits: string;
  /** 1 full time, 2 part time. */
  careerType: number;
  cities: number[];
  pay: Pay | null;
  startDate: string | null;
  dueDate: string | null;
  createdAt: string;
  /** Past its last day or taken down: no job to offer any more. */
  closed: boolean;
}

/** The place a city code stands for: its store, or the first Jessup site (the headquarters is in Jessup). */
function siteOf(stores: readonly Store[], city: number): Store | undefined {
  const code = city === HEADQUARTERS_CITY ? JESSUP_CITY : city;
  return stores.find((store) => store.cityCode === code && !store.distributor) ?? stores.find((store) => store.cityCode === code);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * schema.org JobPosting for Google for Jobs, or null for a closed posting (Google's rule: an
 * expired job carries none). validThrough is the end of the due day in New York; datePosted the
 * day it went on show; pay is baseSalary in Google's units; the application starts on our page
 * (directApply). One place is an object, several a list (Google's examples do both).
 */
export function postingJsonLd(posting: PostingFacts, site: { url: string; name: string; logo: string; benefitsHeading: string }, stores: readonly Store[]): JobPosting | null {
  if (posting.closed) return null;
  const places: Place[] = posting.cities
    .map((city) => siteOf(stores, city))
    .filter((store): store is Store => Boolean(store))
    .filter((store, index, all) => all.indexOf(store) === index)
    .map((store) => ({ '@type': 'Place', address: postalAddress(store) }));
  const benefits = posting.benefits.trim();
  return {
    '@type': 'JobPosting',
    title: posting.title,
    description: benefits ? `${posting.description}<h3>${escapeHtml(site.benefitsHeading)}</h3><p>${escapeHtml(benefits)}</p>` : posting.description,
    identifier: { '@type': 'PropertyValue', name: site.name, value: String(posting.id) },
    datePosted: posting.startDate ?? posting.createdAt,
    ...(posting.dueDate ? { validThrough: endOfStoreDay(posting.dueDate) } : {}),
    employmentType: posting.careerType === 2 ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.url, logo: site.logo },
    jobLocation: places.length === 1 ? places[0]! : places,
    ...(posting.pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', minValue: posting.pay.min / 100, maxValue: posting.pay.max / 100, unitText: payUnitText(posting.pay.unit) },
          },
        }
      : {}),
    ...(benefits ? { jobBenefits: benefits } : {}),
    directApply: true,
  };
}
