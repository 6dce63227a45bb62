import 'server-only';
import { createHash } from 'node:crypto';
import type { AppLocale } from '@/lib/i18n/routing';
import { cacheAs, TAGS } from '@/lib/server/cache';
import { LOCATIONS } from '@/lib/content/codes';
import { SALE_REGIONS, saleHref, saleRegionOf } from '@/lib/content/sale-regions';
import type { SaleItem } from '@/lib/sale/items';
import { searchKeysOf, type SearchKeys } from '@/lib/sale/search-key';
import { readQuery, searchEntries, type MatchTier, type QueryProblem } from '@/lib/sale/sale-search';
import { codesOrNull } from './common-codes';
import { listSaleItems } from './sale-items';
import { getCurrentSale, type Sale } from './sales';

/** An item as a search answers it (its spots on the flyer pictures are the region page's business). */
export type FoundSaleItem = Omit<SaleItem, 'spots'>;

const withoutSpots = ({ id, sale_id, name, name_eng, name_own, price, regular_price, unit, department, picture, editions }: SaleItem): FoundSaleItem => ({
  id,
  sale_id,
  name,
  name_eng,
  name_own,
  price,
  regular_price,
  unit,
  department,
  picture,
  editions,
});

interface IndexEntry {
  item: FoundSaleItem;
  location: number;
  sale_start: string;
  sale_end: string;
  keys: SearchKeys;
}

/** One answer: the item, its region, the week its price holds, and its place on the region's page. */
export interface SaleSearchResult {
  item: FoundSaleItem;
  region: { location: number; slug: string; label: string };
  sale_start: string;
  sale_end: string;
  /** The item on its region's sale page (no locale prefix: pages add the visitor's). */
  href: string;
  match: MatchTier;
}

export type SaleSearchAnswer = { ok: true; query: string; count: number; results: SaleSearchResult[] } | { ok: false; problem: QueryProblem };

/** The regions' current weeks whose prices still hold: a region whose latest week has ended (no new flyer yet) is left out. */
async function liveWeeks(today: string): Promise<Sale[]> {
  const weeks = await Promise.all(SALE_REGIONS.map((region) => getCurrentSale(region.location, today)));
  return weeks.filter((sale): sale is Sale => sale !== null && sale.sale_end >= today);
}

/**
 * A digest of what the search covers (the live weeks and their items), cached under the `sales`
 * tag: a staff edit of a sale or its items expires it, and the next search sees a new one. Kept
 * small on purpose: Next's data cache parses a cached read on every hit, and the index of 2,000
 * items is a megabyte of JSON (several milliseconds to parse, docs/benchmarks.md).
 */
async function weekVersion(today: string): Promise<string> {
  'use cache';
  // Each week's read lives until the sales' next boundary: so does this.
  cacheAs([TAGS.sales]);
  const weeks = await liveWeeks(today);
  const lists = await Promise.all(weeks.map((sale) => listSaleItems(sale.id)));
  return createHash('sha256').update(JSON.stringify([weeks, lists])).digest('base64url');
}

async function buildIndex(today: string): Promise<IndexEntry[]> {
  const weeks = await liveWeeks(today);
  const lists = await Promise.all(weeks.map((sale) => listSaleItems(sale.id)));
  return weeks.flatMap((sale, index) =>
    lists[index]!.map((item) => ({ item: withoutSpots(item), location: sale.location, sale_start: sale.sale_start, sale_end: sale.sale_end, keys: searchKeysOf(item) })),
  );
}

/** The index this process built, and the version it was built for. */
let built: { version: string; entries: Promise<IndexEntry[]> } | null = null;

/** This week's items of every region with their search keys, built once per version in each server process. */
async function weekIndex(today: string): Promise<IndexEntry[]> {
  const version = await weekVersion(today);
  if (built?.version !== version) {
    const entries = buildIndex(today);
    built = { version, entries };
    // A failed build is not kept: the next search tries again.
    entries.catch(() => {
      if (built?.entries === entries) built = null;
    });
  }
  return built.entries;
}

/** A region's name in `locale` from the location codes staff keep; the bundled names if those cannot be read. */
async function regionLabels(locale: AppLocale): Promise<(location: number) => string> {
  const codes = await codesOrNull('location', locale);
  return (location) => codes?.find((code) => code.value === location)?.label ?? LOCATIONS.find((code) => code.value === location)?.[locale] ?? '';
}

/**
 * Searches this week's items of every region and edition by Hangul, English or romanised
 * Korean (lib/sale/search-key.ts), best matches first, at most SEARCH_RESULTS_MAX. A search
 * that cannot be run (empty, too long, control characters) says why instead.
 */
export async function searchSaleItems(raw: string, today: string, locale: AppLocale): Promise<SaleSearchAnswer> {
  const read = readQuery(raw);
  if ('problem' in read) return { ok: false, problem: read.problem };
  const [entries, label] = await Promise.all([weekIndex(today), regionLabels(locale)]);
  const { count, found } = searchEntries(entries, read.query);
  return {
    ok: true,
    query: read.query,
    count,
    results: found.map(({ entry, tier }) => ({
      item: entry.item,
      region: { location: entry.location, slug: saleRegionOf(entry.location)?.slug ?? '', label: label(entry.location) },
      sale_start: entry.sale_start,
      sale_end: entry.sale_end,
      href: `${saleHref(entry.location)}#sale-item-${entry.item.id}`,
      match: tier,
    })),
  };
}
