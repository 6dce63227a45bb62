import { flyerArt, PALETTES, sceneArt, slideArt, thumbnailArt } from '@/lib/server/db/demo/artwork';
import { dealPictures, emojiFile } from '@/lib/server/db/demo/emoji';
import { EDITION_TEXT, editionsFor, flyerFooter, flyerRegion } from '@/lib/server/db/demo/flyers';
import { DEMO_ITEMS, flyerCard, flyerItemsText } from '@/lib/server/db/demo/flyer-items';
import { DEMO_EVENTS } from '@/lib/server/db/demo/events';
import { DEMO_SLIDES } from '@/lib/server/db/demo/slides';
import { parseItems } from '@/lib/sale/item-import';
import type { Edition } from '@/lib/sale/items';

const WEEK = 'Nov 20, 2026 – Nov 26, 2026';
const cards = (edition: Edition, location = 1) => {
  const read = parseItems(flyerItemsText(location, 0, editionsFor(location)));
  if (!read.ok) throw new Error('the demo items do not import');
  return read.items.filter((item) => item.editions.includes(edition)).map((item) => flyerCard(item, edition));
};
const flyer = (edition: Edition, location = 1) =>
  flyerArt({
    heading: EDITION_TEXT[edition].heading,
    edition: EDITION_TEXT[edition].label,
    region: flyerRegion(edition, location),
    week: WEEK,
    items: cards(edition, location),
    footer: flyerFooter(edition, location, WEEK),
    palette: PALETTES[0]!,
  });

describe('demo flyers', () => {
  it.each([
    ['chinese', /[\u4e00-\u9fff]/, '每周特价'],
    ['indian', /[\u0900-\u097f]/, 'साप्ताहिक सेल'],
    ['vietnamese', /[ăâđêôơưạảấầẩậắằẳặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i, 'KHUYẾN MÃI TUẦN NÀY'],
    ['korean', /[\uac00-\ud7af]/, '주간 세일'],
  ] as const)('the %s edition is written in its own language and script', (edition, script, heading) => {
    const { svg } = flyer(edition);
    expect(svg).toContain(heading);
    for (const card of cards(edition)) expect(card.name).toMatch(edition === 'vietnamese' ? /\S/ : script);
    expect(flyerFooter(edition, 1, WEEK)).toMatch(script);
  });

  it('prints every name, price and the whole footer, never cut short', () => {
    for (const location of [1, 2, 3, 4]) {
      for (const edition of editionsFor(location)) {
        const { svg } = flyer(edition, location);
        expect(svg).not.toContain('…');
      }
    }
  });

  it('shows every item with its own food picture, one that exists', () => {
    const { pictures } = flyer('korean');
    expect(pictures.map((p) => p.emoji)).toEqual(cards('korean').map((card) => card.emoji));
    expect(pictures.slice(0, 3).map((p) => p.emoji)).toEqual(['🍖', '🍜', '🥬']);
    for (const [emoji] of DEMO_ITEMS) expect(emojiFile(emoji)).toMatch(/\.webp$/);
  });
});

describe('demo pictures', () => {
  it.each([
    ['봄맞이 딸기 특가', 'Spring strawberry sale', '🍓'],
    ['전 매장 라면 대전', 'Ramyun festival at every store', '🍜'],
    ['김장 재료 특가 대잔치', 'Kimjang season: everything for kimchi', '🥬'],
    ['애넌데일점 해산물 페스티벌', 'Annandale seafood festival', '🦀'],
    ['에디슨점 주말 시식회', '', '🥢'],
    ['무엇이든', 'Anything at all', '🛒'],
  ])('a deal titled "%s" / "%s" shows %s first', (title, titleEng, first) => {
    expect(dealPictures(title, titleEng)[0]).toBe(first);
  });

  it('has a picture file for every emoji the seed uses', () => {
    const used = [
      ...DEMO_EVENTS.flatMap((event) => dealPictures(event.title, event.titleEng)),
      ...DEMO_SLIDES.ads.flatMap((ad) => ad.foods),
      ...DEMO_SLIDES.images.flatMap((image) => image.foods),
    ];
    for (const emoji of new Set(used)) expect(emojiFile(emoji)).toMatch(/\.webp$/);
    expect(() => emojiFile('not an emoji')).toThrow(/No Fluent Emoji picture/);
  });

  it('draws no words on a department photo: the page names it in its own language (an English page shows no Korean caption)', () => {
    expect(sceneArt(PALETTES[2]!, ['🥬']).svg).not.toMatch(/<text/);
  });

  it('lays the pictures inside the drawing', () => {
    const arts = [thumbnailArt('딸기', '11.20 – 11.26', PALETTES[1]!, 1, ['🍓', '🍰', '🍓']), slideArt('pc', PALETTES[0]!, 'Fresh', null, ['🍉']), slideArt('mobile', PALETTES[0]!, null, null, ['🍉']), sceneArt(PALETTES[2]!, ['🥬'])];
    for (const { svg, pictures } of arts) {
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg)!.map(Number);
      for (const picture of pictures) {
        expect(picture.x).toBeGreaterThanOrEqual(0);
        expect(picture.y).toBeGreaterThanOrEqual(0);
        expect(picture.x + picture.size).toBeLessThanOrEqual(width!);
        expect(picture.y + picture.size).toBeLessThanOrEqual(height!);
      }
    }
  });
});
