import { queryString } from '@/lib/search-params';

/** The states with a weekly sale, by the address of their page and their location code (spec: Weekly Sale). */
export const SALE_REGIONS = [
  { slug: 'maryland', location: 1 },
  { slug: 'virginia', location: 2 },
  { slug: 'florida', location: 3 },
  { slug: 'new-jersey', location: 4 },
] as const;

export type SaleRegion = (typeof SALE_REGIONS)[number];

export const saleRegionBySlug = (slug: string): SaleRegion | undefined => SALE_REGIONS.find((region) => region.slug === slug);

export const saleRegionOf = (location: number): SaleRegion | undefined => SALE_REGIONS.find((region) => region.location === location);

/** A region's weekly sale (`/sale/maryland`); a flyer edition after the first rides in the query (`?lang=3`). */
export function saleHref(location: number, edition?: number): string {
  const region = saleRegionOf(location);
  return region ? `/sale/${region.slug}${queryString({ lang: edition && edition > 1 ? edition : undefined })}` : '/sale';
}
