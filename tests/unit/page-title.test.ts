import { fitTitle, TITLE_MAX } from '@/lib/seo/page-title';

const SITE = 'Lotte Plaza Market';

describe('fitTitle', () => {
  it.each([
    ['Chuseok Gift Sets', 'Special Deals', 'Chuseok Gift Sets | Special Deals | Lotte Plaza Market'],
    ['Grand Opening Week in Tampa, Florida', 'Special Deals', 'Grand Opening Week in Tampa, Florida | Lotte Plaza Market'],
    ['Weekend Produce Festival: Fresh Asian Pears, Napa Cabbage and More', 'Special Deals', 'Weekend Produce Festival: Fresh Asian… | Lotte Plaza Market'],
    ['추석 선물세트 기획전', '스페셜 딜', '추석 선물세트 기획전 | 스페셜 딜 | Lotte Plaza Market'],
    ['AVeryLongWordWithoutAnySpaceThatGoesOnAndOnAndOnAndOnForeverMore', 'Special Deals', 'AVeryLongWordWithoutAnySpaceThatGoesOn… | Lotte Plaza Market'],
  ])('%s', (title, section, expected) => {
    const fitted = fitTitle(title, section, SITE);
    expect(fitted).toBe(expected);
    expect(fitted.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});
