import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createElement, Fragment, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { storeToday } from '@/lib/dates';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { getPosting, listPostingEntries } from '@/lib/server/services/postings';
import { getCurrentSale } from '@/lib/server/services/sales';
import { itemName } from '@/lib/sale/items';
import { SALE_REGIONS } from '@/lib/content/sale-regions';
import { Link } from '@/lib/i18n/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { PostingDetail } from '@/components/careers/posting-detail';
import { SaleWeek } from '@/components/sale/sale-week';
import { SaleItems } from '@/components/sale/sale-items';
import { SaleWeekItemsProvider, type ShownDepartment, type ShownSaleItem } from '@/components/sale/sale-week-items';
import { SaleItemsJsonLd } from '@/components/sale/sale-items-json-ld';
import { PostingView } from '@/app/[locale]/(site)/career/posting-view';
import { SalePageView } from '@/app/[locale]/(site)/sale/sale-view';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { request } from '../helpers/page-outcome';

// The pages' server components, as Next renders them for a public visitor, with the real catalogues.
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/headers', () => jest.requireActual('../helpers/page-outcome').nextHeaders());

jest.setTimeout(180_000);

type Locale = 'ko' | 'en';
type Thing = Record<string, unknown>;
interface Issue {
  severity: 'ERROR' | 'WARNING';
  issueMessage: string;
  fieldNames: string[];
  path?: Array<{ type?: string }>;
}
interface Extracted {
  name: string;
  data: { jsonld: Record<string, Thing[]>; microdata: Record<string, Thing[]>; rdfa: Record<string, Thing[]> };
  issues: Issue[];
}

/** Structured data as a search engine reads it, and Google's rules on it (run with plain Node: both libraries are ES modules). */
function extractAndValidate(pages: Array<{ name: string; html: string }>): Extracted[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, '../helpers/structured-data-validator.mjs')], { input: JSON.stringify(pages), maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(output.toString('utf8')) as Extracted[];
}

/** Every element of a server component's answer, depth first (server components themselves are not called). */
function* elements(node: ReactNode): Generator<ReactElement<Record<string, unknown>>> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement<Record<string, unknown>>(node)) {
    yield node;
    yield* elements(node.props.children as ReactNode);
  }
}
const find = (tree: ReactNode, type: unknown) => [...elements(tree)].filter((element) => element.type === type);
/** Calls the one server component of `type` in the tree, as React would, and gives its answer. */
async function renderChild(tree: ReactNode, type: (props: never) => Promise<ReactNode>): Promise<ReactNode> {
  const [child] = find(tree, type);
  expect(child).toBeDefined();
  return type(child!.props as never);
}
const page = (jsonLd: ReactElement[]) => `<html><head>${jsonLd.map((element) => renderToStaticMarkup(element)).join('')}</head><body></body></html>`;
const said = (issues: Issue[]) => issues.map(({ severity, issueMessage, fieldNames }) => `${severity}: ${issueMessage} (${fieldNames.join(', ')})`);

/**
 * The validator's issues less its three known misreadings of a valid on-site posting, each accepted
 * only where it is one:
 * - it reads `jobLocation.address.addressCountry` by dotted path, which does not descend into a
 *   list, so several places (a list, as Google's own examples give them) read as a missing
 *   country: accepted only when jobLocation is a list whose every place is in the US;
 * - it recommends `applicantLocationRequirements` and `jobLocationType`, which Google documents
 *   only for remote (TELECOMMUTE) jobs: accepted only when the posting has no jobLocationType (on site);
 * - it recommends `validThrough` always, where Google says a posting that never expires must not
 *   carry it: accepted only for a posting without a due date (always open).
 */
function realPostingIssues(issues: Issue[], posting: Thing, alwaysOpen: boolean): Issue[] {
  const places = posting.jobLocation;
  const everyPlaceInUs = Array.isArray(places) && places.length > 0 && places.every((place: { address?: { addressCountry?: unknown } } | null) => place?.address?.addressCountry === 'US');
  const onSite = posting.jobLocationType === undefined;
  return issues.filter((issue) => {
    const [field, ...others] = issue.fieldNames;
    if (others.length > 0) return true;
    if (issue.severity === 'ERROR' && field === 'jobLocation.address.addressCountry') return !everyPlaceInUs;
    if (issue.severity === 'WARNING' && (field === 'applicantLocationRequirements' || field === 'jobLocationType')) return !onSite;
    if (issue.severity === 'WARNING' && field === 'validThrough') return !(alwaysOpen && posting.validThrough === undefined);
    return true;
  });
}

/**
 * The validator's issues less the warnings accepted, each only as a warning on a Product:
 * - `aggregateRating` and `review`: a flyer item has neither, and Google's rules forbid making them up;
 * - the merchant listing's optional facts (brand, sku, mpn, gtin…, colour, size, material…): staff
 *   enter a flyer's name, price, unit and department, not a catalogue; an item's id is not a SKU
 *   (an import re-creates it), and a made-up identifier would mislead.
 */
const ACCEPTED = new Set(['aggregateRating', 'review', 'audience', 'brand', 'color', 'hasCertification', 'inProductGroupWithID', 'isVariantOf', 'material', 'mpn', 'pattern', 'size', 'sku', 'subjectOf']);
const GTIN = 'gtin,gtin8,gtin12,gtin13,gtin14,isbn';
const realProductIssues = (issues: Issue[]) =>
  issues.filter(
    (issue) =>
      !(
        issue.severity === 'WARNING' &&
        issue.path?.at(-1)?.type === 'Product' &&
        ((issue.fieldNames.length === 1 && ACCEPTED.has(issue.fieldNames[0]!)) || issue.fieldNames.join(',') === GTIN)
      ),
  );

describe.each(databaseKinds)('structured data of the demo content, by Google\u2019s rules, on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
  });

  it.each(['ko', 'en'] as const)('%s: an open posting carries one valid, complete JobPosting; a closed one none, says it is closed and offers the open ones instead of Apply', async (locale: Locale) => {
    const today = storeToday();
    const entries = await listPostingEntries(today);
    const postings = await Promise.all(entries.map(async (entry) => (await getPosting(entry.id, today))!));
    const closed = postings.filter((posting) => posting.closed);
    // The demo data has both kinds (lib/server/db/demo/postings.ts): the test checks each.
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.length).toBeLessThan(postings.length);

    const pages: Array<{ name: string; html: string }> = [];
    for (const posting of postings) {
      request.locale = locale;
      const detail = await renderChild(await PostingView({ locale, posting, today }), PostingDetail);
      const jsonLd = find(detail, JsonLd);
      const apply = find(detail, Link).filter((link) => String(link.props.href).startsWith('/career-apply'));
      const status = [...elements(detail)].find((element) => element.props.role === 'status');
      if (posting.closed) {
        expect({ id: posting.id, jsonLd: jsonLd.length, apply: apply.length }).toEqual({ id: posting.id, jsonLd: 0, apply: 0 });
        expect(status).toBeDefined();
        expect(renderToStaticMarkup(createElement(Fragment, null, status!.props.children as ReactNode))).toContain(locale === 'ko' ? '마감' : 'Closed');
        expect(find(status, Link).map((link) => link.props.href)).toEqual(['/career']);
      } else {
        expect({ id: posting.id, jsonLd: jsonLd.length, apply: apply.map((link) => link.props.href) }).toEqual({ id: posting.id, jsonLd: 1, apply: [`/career-apply?post=${posting.id}`] });
        expect(status).toBeUndefined();
      }
      pages.push({ name: `/${locale}/career/${posting.id}`, html: page(jsonLd) });
    }

    for (const { name, data, issues } of extractAndValidate(pages)) {
      const posting = postings.find((candidate) => name.endsWith(`/career/${candidate.id}`))!;
      const found = [...(data.jsonld.JobPosting ?? []), ...(data.microdata.JobPosting ?? []), ...(data.rdfa.JobPosting ?? [])];
      if (posting.closed) {
        expect({ name, found, issues: said(issues) }).toEqual({ name, found: [], issues: [] });
        continue;
      }
      expect(found).toHaveLength(1);
      const jobPosting = found[0]!;
      expect(jobPosting).toMatchObject({
        title: expect.any(String),
        baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue' } },
        directApply: true,
        identifier: { value: String(posting.id) },
      });
      if (posting.due_date) expect(jobPosting.validThrough).toMatch(new RegExp(`^${posting.due_date}T23:59:59[-+]\\d\\d:\\d\\d$`));
      else expect(jobPosting.validThrough).toBeUndefined();
      expect({ name, issues: said(realPostingIssues(issues, jobPosting, posting.due_date === null)) }).toEqual({ name, issues: [] });
    }
  });

  it.each(['ko', 'en'] as const)('%s: each region\u2019s weekly sale carries its priced items as one valid ItemList of Products', async (locale: Locale) => {
    const today = storeToday();
    const pages: Array<{ name: string; html: string }> = [];
    const shown = new Map<string, { items: ShownSaleItem[]; saleEnd: string }>();
    for (const region of SALE_REGIONS) {
      request.locale = locale;
      const week = await renderChild(await SalePageView({ locale, week: { location: region.location, day: today } }), SaleWeek);
      const sale = (await getCurrentSale(region.location, today))!;
      const [list] = find(week, SaleItems);
      const name = `${locale}/sale/${region.slug}`;
      shown.set(name, { items: (list!.props.departments as ShownDepartment[]).flatMap((department) => department.items), saleEnd: sale.sale_end });
      // The ItemList is drawn in the browser's component from the week's items (sale-items-json-ld.tsx), as the server renders it into the HTML.
      const [provider] = find(week, SaleWeekItemsProvider);
      pages.push({ name, html: page([createElement(SaleWeekItemsProvider, provider!.props as ComponentProps<typeof SaleWeekItemsProvider>, createElement(SaleItemsJsonLd))]) });
    }

    for (const { name, data, issues } of extractAndValidate(pages)) {
      const { items, saleEnd } = shown.get(name)!;
      const lists = data.jsonld.ItemList ?? [];
      expect({ name, lists: lists.length }).toEqual({ name, lists: 1 });
      const list = lists[0]!;
      const elements = list.itemListElement as Array<{ position: number; item: Thing }>;
      // The demo flyers' items all state a price (lib/server/db/demo/flyer-items.ts).
      expect(elements.length).toBeGreaterThanOrEqual(20);
      expect(list.numberOfItems).toBe(elements.length);
      expect(elements.map((element) => element.position)).toEqual(elements.map((_, index) => index + 1));
      const names = new Set(items.map((item) => itemName(item, locale)));
      for (const { item } of elements) {
        expect(item).toMatchObject({
          '@type': 'Product',
          name: expect.any(String),
          image: expect.stringMatching(/^https?:\/\/[^/]+\/api\/files\//),
          offers: { '@type': 'Offer', priceCurrency: 'USD', priceValidUntil: saleEnd, availability: 'https://schema.org/InStock' },
        });
        const price = (item.offers as Thing).price;
        expect({ name: item.name, price: typeof price === 'number' && price > 0 }).toEqual({ name: item.name, price: true });
        // Each product is one of the items the page lists, named in the page's language.
        expect(names.has(String(item.name))).toBe(true);
      }
      expect({ name, issues: said(realProductIssues(issues)) }).toEqual({ name, issues: [] });
    }
  });
});
