import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { flyerArt, flyerLayout, flyerSpots, FLYER_HEIGHT, FLYER_WIDTH, PALETTES } from '@/lib/server/db/demo/artwork';
import { EDITION_TEXT, editionsFor, flyerFooter, flyerRegion } from '@/lib/server/db/demo/flyers';
import { DEMO_ITEMS, flyerCard, flyerItemsText, nudgePrice } from '@/lib/server/db/demo/flyer-items';
import { parseItems } from '@/lib/sale/item-import';
import { EDITIONS, type Edition, type Spot } from '@/lib/sale/items';
import type { SaleItemInput } from '@/lib/validation/sale-item';

/** Every demo sale the seed uploads: each region this week with its editions, and last week with its Korean one. */
const SALES = [1, 2, 3, 4].flatMap((location) => [
  { location, weeksAgo: 0, editions: editionsFor(location) },
  { location, weeksAgo: 1, editions: ['korean'] as Edition[] },
]);

const imported = (location: number, weeksAgo: number, editions: Edition[]): SaleItemInput[] => {
  const read = parseItems(flyerItemsText(location, weeksAgo, editions));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.items;
};

const overlap = (a: Spot, b: Spot) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('demo flyer items', () => {
  it.each(SALES)('region $location, $weeksAgo week(s) ago: the upload imports with no problem, at least 20 items on every edition', ({ location, weeksAgo, editions }) => {
    const text = flyerItemsText(location, weeksAgo, editions);
    expect(text.split(/\r?\n/)[0]).toBe('name,name_eng,name_own,price,regular_price,unit,department,editions');
    const result = parseItems(text);
    expect(result).toMatchObject({ ok: true });
    const items = imported(location, weeksAgo, editions);
    for (const edition of EDITIONS) {
      const shown = items.filter((item) => item.editions.includes(edition));
      if (editions.includes(edition)) expect(shown.length).toBeGreaterThanOrEqual(20);
      else expect(shown).toHaveLength(0);
    }
    // Each item once: an item re-imported keeps its spots by its two names.
    expect(new Set(items.map((item) => `${item.name}|${item.name_eng}`)).size).toBe(items.length);
  });

  it('names every item of the Chinese, Vietnamese and Indian editions in that language, and none of a Korean-only item', () => {
    for (const item of imported(1, 0, [...EDITIONS])) {
      const own = item.editions.filter((edition) => edition !== 'korean');
      expect(own.length).toBeLessThanOrEqual(1);
      if (own[0] === 'chinese') expect(item.name_own).toMatch(/[\u4e00-\u9fff]/);
      if (own[0] === 'indian') expect(item.name_own).toMatch(/[\u0900-\u097f]/);
      if (own[0] === 'vietnamese') expect(item.name_own).not.toBe('');
      if (own.length === 0) expect(item.name_own).toBe('');
    }
    // New Jersey has no Vietnamese edition: the items it shares with the Korean one lose their Vietnamese name.
    const squid = imported(4, 0, editionsFor(4)).find((item) => item.name_eng === 'Whole Squid')!;
    expect(squid).toMatchObject({ editions: ['korean'], name_own: '' });
  });

  it('covers every department, and prices the way flyers print them', () => {
    const items = imported(1, 0, [...EDITIONS]);
    expect(new Set(items.map((item) => item.department))).toEqual(new Set(['produce', 'meat', 'seafood', 'grocery', 'household', 'chinese', 'vietnamese', 'indian']));
    const prices = items.map((item) => item.price);
    expect(prices.some((price) => /^\$\d+\.\d\d\/lb$/.test(price))).toBe(true);
    expect(prices.some((price) => /^\d+ for \$\d+$/.test(price))).toBe(true);
    expect(prices.some((price) => /^\$\d+\.\d\d ea$/.test(price))).toBe(true);
    expect(prices.some((price) => /^\$\d+\.\d\d$/.test(price))).toBe(true);
    expect(items.filter((item) => item.regular_price).length).toBeGreaterThan(items.length / 2);
  });

  it('prices differ between regions and weeks, never to nothing, and a regular price stays above the sale price', () => {
    const price = (location: number, weeksAgo: number) => imported(location, weeksAgo, ['korean']).map((item) => item.price).join();
    expect(new Set([price(1, 0), price(2, 0), price(3, 0), price(4, 0), price(1, 1)]).size).toBe(5);
    for (const { location, weeksAgo, editions } of SALES) {
      for (const item of imported(location, weeksAgo, editions)) {
        const sale = /^\$(\d+\.\d\d)/.exec(item.price);
        const regular = /^\$(\d+\.\d\d)/.exec(item.regular_price);
        if (sale && regular) expect(Number(regular[1])).toBeGreaterThan(Number(sale[1]));
      }
    }
  });

  it.each([
    ['$0.69/lb', 20, '$0.79/lb'],
    ['$0.69/lb', -20, '$0.59/lb'],
    ['$0.29/lb', -10, '$0.29/lb'],
    ['$12.99 ea', 30, '$13.29 ea'],
    ['$4.99', -20, '$4.79'],
    ['2 for $5', 20, '2 for $5'],
    ['', 10, ''],
  ])('nudgePrice(%s, %i) is %s', (price, cents, nudged) => {
    expect(nudgePrice(price, cents)).toBe(nudged);
  });

  it('has a row in the import order for every item: nine cells, the food picture first', () => {
    for (const row of DEMO_ITEMS) expect(row).toHaveLength(9);
  });
});

describe('spots on the demo flyer pictures', () => {
  it.each(SALES)('region $location, $weeksAgo week(s) ago: every edition\'s spots lie inside its picture and never overlap', ({ location, weeksAgo, editions }) => {
    const items = imported(location, weeksAgo, editions);
    for (const edition of editions) {
      const spots = flyerSpots(items.filter((item) => item.editions.includes(edition)).length);
      for (const spot of spots) {
        expect(Math.min(spot.x, spot.y, spot.w, spot.h)).toBeGreaterThan(0);
        expect(spot.x + spot.w).toBeLessThanOrEqual(1);
        expect(spot.y + spot.h).toBeLessThanOrEqual(1);
      }
      spots.forEach((a, i) => spots.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
    }
  });

  it('match the cards the picture draws, card for card', () => {
    const items = imported(3, 0, editionsFor(3)).filter((item) => item.editions.includes('vietnamese'));
    const { svg, pictures } = flyerArt({
      heading: EDITION_TEXT.vietnamese.heading,
      edition: EDITION_TEXT.vietnamese.label,
      region: flyerRegion('vietnamese', 3),
      week: 'Nov 20, 2026 – Nov 26, 2026',
      items: items.map((item) => flyerCard(item, 'vietnamese')),
      footer: flyerFooter('vietnamese', 3, 'Nov 20, 2026 – Nov 26, 2026'),
      palette: PALETTES[3]!,
    });
    const boxes = flyerLayout(items.length);
    boxes.forEach((box, index) => {
      // Each card's background is drawn at its box, and its food picture inside it.
      expect(svg).toContain(`<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"`);
      const picture = pictures[index]!;
      expect(picture.x).toBeGreaterThanOrEqual(box.x);
      expect(picture.y).toBeGreaterThanOrEqual(box.y);
      expect(picture.x + picture.size).toBeLessThanOrEqual(box.x + box.w);
      expect(picture.y + picture.size).toBeLessThanOrEqual(box.y + box.h);
      const spot = flyerSpots(items.length)[index]!;
      expect(Math.abs(spot.x * FLYER_WIDTH - box.x)).toBeLessThan(0.1);
      expect(Math.abs(spot.h * FLYER_HEIGHT - box.h)).toBeLessThan(0.2);
    });
  });
});

describe('the fonts of the demo flyers', () => {
  const covers = (file: string) => {
    const font = fontkit.create(readFileSync(path.join(process.cwd(), 'lib/server/db/demo/fonts', file)));
    return (char: string) => font.hasGlyphForCodePoint(char.codePointAt(0)!);
  };

  it('have every Chinese and Devanagari letter the flyers draw (the subsets hold only those)', () => {
    const bold = { chinese: covers('NotoSansSC-Demo-Bold.ttf'), indian: covers('NotoSansDevanagari-Demo-Bold.ttf') };
    const medium = { chinese: covers('NotoSansSC-Demo-Medium.ttf'), indian: covers('NotoSansDevanagari-Demo-Medium.ttf') };
    const script = { chinese: /[\u3000-\u9fff\uff00-\uffef]/, indian: /[\u0900-\u097f]/ };
    for (const edition of ['chinese', 'indian'] as const) {
      for (const location of [1, 2, 3, 4]) {
        const items = imported(location, 0, editionsFor(location)).filter((item) => item.editions.includes(edition));
        const { svg } = flyerArt({
          heading: EDITION_TEXT[edition].heading,
          edition: EDITION_TEXT[edition].label,
          region: flyerRegion(edition, location),
          week: 'Nov 20, 2026 – Nov 26, 2026',
          items: items.map((item) => flyerCard(item, edition)),
          footer: flyerFooter(edition, location, 'Nov 20, 2026 – Nov 26, 2026'),
          palette: PALETTES[0]!,
        });
        for (const [, weight, content] of svg.matchAll(/font-weight="(\d+)"[^>]*>([^<]*)</g)) {
          for (const char of content!) {
            if (!script[edition].test(char)) continue;
            expect([char, bold[edition](char)]).toEqual([char, true]);
            // Light text may be drawn in the Medium face: it must have the letter too.
            if (Number(weight) < 600) expect([char, medium[edition](char)]).toEqual([char, true]);
          }
        }
      }
    }
  });
});
