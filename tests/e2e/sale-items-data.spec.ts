import WebAutoExtractor from '@marbec/web-auto-extractor';
import Validator from '@adobe/structured-data-validator';
import { expect, test } from './fixtures';

// The validator's issues also say where they are (a path of types), which its types leave out.
type Issue = Awaited<ReturnType<Validator['validate']>>[number] & { path?: Array<{ type?: string }> };
type Thing = Record<string, unknown>;

const REGIONS = [
  { slug: 'maryland', location: 1 },
  { slug: 'virginia', location: 2 },
  { slug: 'florida', location: 3 },
  { slug: 'new-jersey', location: 4 },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's structured data as a search engine reads it: JSON-LD, microdata and RDFa. */
const extract = (html: string) => new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);

/**
 * The validator's issues less the warnings accepted, each only as a warning on a Product:
 * - `aggregateRating` and `review`: a flyer item has neither, and Google's rules forbid making them up;
 * - the merchant listing's optional facts (brand, sku, mpn, gtin…, colour, size, material…): staff
 *   enter a flyer's name, price, unit and department, not a catalogue; an item's id is not a SKU
 *   (an import re-creates it), and a made-up identifier would mislead.
 */
const ACCEPTED = new Set(['aggregateRating', 'review', 'audience', 'brand', 'color', 'hasCertification', 'inProductGroupWithID', 'isVariantOf', 'material', 'mpn', 'pattern', 'size', 'sku', 'subjectOf']);
const GTIN = 'gtin,gtin8,gtin12,gtin13,gtin14,isbn';
const realIssues = (issues: Issue[]) =>
  issues.filter(
    (issue) =>
      !(
        issue.severity === 'WARNING' &&
        issue.path?.at(-1)?.type === 'Product' &&
        ((issue.fieldNames.length === 1 && ACCEPTED.has(issue.fieldNames[0]!)) || issue.fieldNames.join(',') === GTIN)
      ),
  );

test.describe("each region's weekly sale carries its items as a valid ItemList of Products", () => {
  for (const locale of ['ko', 'en'] as const) {
    test(`${locale}: every region`, async ({ request }) => {
      const validator = new Validator();
      for (const region of REGIONS) {
        const path = `${locale === 'en' ? '/en' : ''}/sale/${region.slug}`;
        const sale = (await (await request.get(`/api/sale/?location=${region.location}`)).json()) as { sale_end: string };
        const html = await (await request.get(path)).text();
        const data = extract(html);
        const lists = (data.jsonld.ItemList ?? []) as Thing[];
        expect(lists, `${path}: one ItemList`).toHaveLength(1);
        const list = lists[0]!;
        const elements = list.itemListElement as Array<{ position: number; item: Thing }>;
        // The demo flyers' items all state a price (lib/server/db/demo/flyer-items.ts).
        expect(elements.length, path).toBeGreaterThanOrEqual(20);
        expect(list.numberOfItems, path).toBe(elements.length);
        expect(elements.map((element) => element.position)).toEqual(elements.map((_, index) => index + 1));
        for (const { item } of elements) {
          expect(item, path).toMatchObject({ '@type': 'Product', name: expect.any(String), image: expect.stringMatching(/^https?:\/\/[^/]+\/api\/files\//), offers: { '@type': 'Offer', priceCurrency: 'USD', priceValidUntil: sale.sale_end, availability: 'https://schema.org/InStock' } });
          const price = (item.offers as Thing).price;
          expect(typeof price === 'number' && price > 0, `${path} ${String(item.name)}: price ${String(price)}`).toBe(true);
          // Each product's name is one of the list's entries, in the page's language.
          expect(html).toContain(`>${escapeHtml(String(item.name))}<`);
        }
        const issues = realIssues(await validator.validate(data));
        expect(issues.map(({ severity, issueMessage, fieldNames }) => `${severity}: ${issueMessage} (${fieldNames.join(', ')})`), `${path}: validator issues`).toEqual([]);
      }
    });
  }
});
