import type { Metadata } from 'next';
import { storeToday } from '@/lib/dates';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { listDealEntries } from '@/lib/server/services/deals';
import { SHARE_IMAGE } from '@/lib/seo/metadata';
import { TITLE_MAX } from '@/lib/seo/page-title';
import * as home from '@/app/[locale]/(site)/page';
import * as giftcard from '@/app/[locale]/(site)/giftcard/page';
import * as saleList from '@/app/[locale]/(site)/sale/page';
import * as saleRegion from '@/app/[locale]/(site)/sale/[region]/page';
import * as products from '@/app/[locale]/(site)/products/[[...department]]/page';
import * as ourStory from '@/app/[locale]/(site)/ourStory/[[...tab]]/page';
import * as faq from '@/app/[locale]/(site)/faq/[[...tab]]/page';
import * as faqSearch from '@/app/[locale]/(site)/faq/search/page';
import * as eventList from '@/app/[locale]/(site)/event/page';
import * as eventDetail from '@/app/[locale]/(site)/event/[id]/page';
import * as careerList from '@/app/[locale]/(site)/career/page';
import * as careerDetail from '@/app/[locale]/(site)/career/[id]/page';
import * as announcementList from '@/app/[locale]/(site)/announcement/page';
import * as announcementDetail from '@/app/[locale]/(site)/announcement/[id]/page';
import * as storeDetail from '@/app/[locale]/(site)/location-detail/[slug]/page';
import { DealView, dealFrom } from '@/app/[locale]/(site)/event/[id]/deal-view';
import { SalePageView } from '@/app/[locale]/(site)/sale/sale-view';
import { SaleRegionLinks } from '@/components/sale/sale-region-links';
import { DetailBoard } from '@/components/board/detail-board';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';
import { documentTitle, outcome, props, type Outcome } from '../helpers/page-outcome';

// The pages' server functions, as Next calls them for a public visitor (no staff preview), with
// the real message catalogues. Jest hoists mocks above the imports.
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('next/headers', () => jest.requireActual('../helpers/page-outcome').nextHeaders());
// The store map's projection (d3-geo, an ES module jest does not compile) plays no part in metadata.
jest.mock('@/lib/stores/map-projection', () => ({ MAP_VIEWBOX: { x: 0, y: 0, width: 1, height: 1 }, mapPosition: () => null }));

jest.setTimeout(120_000);

type Locale = 'ko' | 'en';

const metadataOf = (result: Outcome): Metadata => {
  if (!('metadata' in result)) throw new Error(`expected metadata, got ${JSON.stringify(result)}`);
  return result.metadata;
};
const alternates = (metadata: Metadata) => metadata.alternates as { canonical: string; languages: Record<string, string> };
const openGraph = (metadata: Metadata) => metadata.openGraph as { locale: string; alternateLocale: string[]; images: Array<{ url: string }> };
/** Every element of a server component's answer, depth first (server components themselves are not called). */
function* elements(node: ReactNode): Generator<ReactElement<Record<string, unknown>>> {
  if (Array.isArray(node)) for (const child of node) yield* elements(child);
  else if (isValidElement<Record<string, unknown>>(node)) {
    yield node;
    yield* elements(node.props.children as ReactNode);
  }
}
const robots = (metadata: Metadata) => metadata.robots as { index: boolean } | undefined;

describe.each(databaseKinds)('pages\u2019 metadata, redirects and 404s on %s', (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();

  beforeAll(async () => {
    expect(await seedIfEmpty(database().db)).toBe(true);
  });

  describe('the spec\u2019s query addresses of content move for good (308) to their path pages', () => {
    it.each([
      ['/sale?location=1', () => saleList.generateMetadata(props('ko', {}, { location: '1' })), '/sale/maryland'],
      ['/en/sale?location=4&lang=2', () => saleList.generateMetadata(props('en', {}, { location: '4', lang: '2' })), '/en/sale/new-jersey?lang=2'],
      ['/sale?location=3&lang=1', () => saleList.generateMetadata(props('ko', {}, { location: '3', lang: '1' })), '/sale/florida'],
      ['/career?view=detail&id=2', () => careerList.generateMetadata(props('ko', {}, { view: 'detail', id: '2' })), '/career/2'],
      [
        '/en/career?view=detail&id=2&cities=3,18&ordering=due_date',
        () => careerList.generateMetadata(props('en', {}, { view: 'detail', id: '2', cities: '3,18', ordering: 'due_date' })),
        '/en/career/2?cities=3,18&ordering=due_date',
      ],
      ['/announcement?view=detail&id=15', () => announcementList.generateMetadata(props('ko', {}, { view: 'detail', id: '15' })), '/announcement/15'],
      ['/en/announcement?view=detail&id=7&page=2', () => announcementList.generateMetadata(props('en', {}, { view: 'detail', id: '7', page: '2' })), '/en/announcement/7?page=2'],
      // A region typed with capitals reaches its week.
      ['/sale/Maryland', () => saleRegion.generateMetadata(props('ko', { region: 'Maryland' })), '/sale/maryland'],
      ['/en/sale/NEW-JERSEY', () => saleRegion.default(props('en', { region: 'NEW-JERSEY' })), '/en/sale/new-jersey'],
    ])('%s', async (_, run, to) => {
      const result = await outcome(run);
      expect(result).toEqual({ redirect: expect.any(String), status: 308 });
      expect(decodeURIComponent((result as { redirect: string }).redirect)).toBe(to);
    });

    it('the same page renders for a location that names no region, and for the page itself', async () => {
      expect(alternates(metadataOf(await outcome(() => saleList.generateMetadata(props('ko', {}, { location: '9' })))))).toMatchObject({ canonical: '/sale' });
      expect(alternates(metadataOf(await outcome(() => announcementList.generateMetadata(props('en')))))).toMatchObject({ canonical: '/en/announcement' });
    });
  });

  describe('an unknown region, department, store or post id is a 404 (notFound)', () => {
    it.each([
      ['/sale/texas', () => saleRegion.generateMetadata(props('ko', { region: 'texas' }))],
      ['/products/1', () => products.default(props('ko', { department: ['1'] }))],
      ['/products/produce (Produce is /products)', () => products.default(props('ko', { department: ['produce'] }))],
      ['/en/products/toys', () => products.default(props('en', { department: ['toys'] }))],
      ['/career/abc', () => careerDetail.generateMetadata(props('ko', { id: 'abc' }))],
      ['/career/0', () => careerDetail.generateMetadata(props('ko', { id: '0' }))],
      ['/career/99999999999999999999', () => careerDetail.generateMetadata(props('ko', { id: '99999999999999999999' }))],
      ['/career/99999', () => careerDetail.generateMetadata(props('ko', { id: '99999' }))],
      ['/en/career/012', () => careerDetail.generateMetadata(props('en', { id: '012' }))],
      ['/event/99999', () => eventDetail.generateMetadata(props('ko', { id: '99999' }))],
      ['/en/event/0', () => eventDetail.generateMetadata(props('en', { id: '0' }))],
      ['/en/event/abc', () => eventDetail.generateMetadata(props('en', { id: 'abc' }))],
      ['/announcement/99999', () => announcementDetail.generateMetadata(props('ko', { id: '99999' }))],
      ['/en/announcement/123456', () => announcementDetail.generateMetadata(props('en', { id: '123456' }))],
      ['/en/announcement?page=999', () => announcementList.generateMetadata(props('en', {}, { page: '999' }))],
      ['/en/announcement?page=9', () => announcementList.generateMetadata(props('en', {}, { page: '9' }))],
      ['/location-detail/nowhere-md', () => storeDetail.default(props('ko', { slug: 'nowhere-md' }))],
      ['/faq/9 (no such topic)', () => faq.default(props('ko', { tab: ['9'] }))],
    ])('%s', async (_, run) => {
      expect(await outcome(run)).toEqual({ status: 404 });
    });
  });

  describe('canonical and alternates: each path page names itself', () => {
    it.each([
      ['/sale/maryland', () => saleRegion.generateMetadata(props('ko', { region: 'maryland' }))],
      ['/en/sale/new-jersey', () => saleRegion.generateMetadata(props('en', { region: 'new-jersey' }))],
      ['/products/meat', () => products.generateMetadata(props('ko', { department: ['meat'] }))],
      ['/announcement/15', () => announcementDetail.generateMetadata(props('ko', { id: '15' }))],
      ['/en/announcement/5', () => announcementDetail.generateMetadata(props('en', { id: '5' }))],
      ['/en/career/2', () => careerDetail.generateMetadata(props('en', { id: '2' }))],
      ['/en/event/38', () => eventDetail.generateMetadata(props('en', { id: '38' }))],
      ['/en/giftcard', () => giftcard.generateMetadata(props('en'))],
      ['/en/location-detail/sterling-va', () => storeDetail.generateMetadata(props('en', { slug: 'sterling-va' }))],
    ])('%s', async (path, run) => {
      const korean = path.replace(/^\/en(?=\/)/, '');
      expect(alternates(metadataOf(await outcome(run)))).toEqual({ canonical: path, languages: { ko: korean, en: `/en${korean}`, 'x-default': korean } });
    });

    it('a view of a page is no page of its own: a sale\u2019s flyer tab (?lang=2), a notice opened from list page 2', async () => {
      const sale = metadataOf(await outcome(() => saleRegion.generateMetadata(props('ko', { region: 'new-jersey' }, { lang: '2' }))));
      expect(alternates(sale).canonical).toBe('/sale/new-jersey');
      const notice = metadataOf(await outcome(() => announcementDetail.generateMetadata(props('en', { id: '5' }, { page: '2' }))));
      expect(alternates(notice).canonical).toBe('/en/announcement/5');
    });

    it('a list page, a topic tab and a department are pages of their own, with their own titles', async () => {
      const dealsPage2 = metadataOf(await outcome(() => eventList.generateMetadata(props('en', {}, { page: '2' }))));
      expect(alternates(dealsPage2).canonical).toBe('/en/event?page=2');
      expect(documentTitle(dealsPage2, 'en')).toBe('Special Deals, page 2 | Lotte Plaza Market');
      expect(robots(dealsPage2)).toBeUndefined();

      const noticesPage2 = metadataOf(await outcome(() => announcementList.generateMetadata(props('ko', {}, { page: '2' }))));
      expect(alternates(noticesPage2).canonical).toBe('/announcement?page=2');
      expect(documentTitle(noticesPage2, 'ko')).toMatch(/^공지사항 2페이지 \| 롯데플라자 마켓$/);
      expect(alternates(metadataOf(await outcome(() => announcementList.generateMetadata(props('ko')))))).toMatchObject({ canonical: '/announcement' });

      const faqTab = metadataOf(await outcome(() => faq.generateMetadata(props('en', { tab: ['3'] }))));
      expect(alternates(faqTab).canonical).toBe('/en/faq?tab=3');
      expect(documentTitle(metadataOf(await outcome(() => faq.generateMetadata(props('en', { tab: ['5'] })))), 'en')).toMatch(/Gift Card FAQ/);
      expect(alternates(metadataOf(await outcome(() => faq.generateMetadata(props('en')))))).toMatchObject({ canonical: '/en/faq' });

      const history = metadataOf(await outcome(() => ourStory.generateMetadata(props('ko', { tab: ['history'] }))));
      expect(alternates(history).canonical).toBe('/ourStory?tab=history');
      expect(documentTitle(history, 'ko')).toBe('연혁 | 회사 소개 | 롯데플라자 마켓');

      for (const [slug, title] of [['meat', '정육 | 상품 소개 | 롯데플라자 마켓'], ['seafood', '수산 | 상품 소개 | 롯데플라자 마켓'], ['houseware', '생활용품 | 상품 소개 | 롯데플라자 마켓']]) {
        const department = metadataOf(await outcome(() => products.generateMetadata(props('ko', { department: [slug!] }))));
        expect(documentTitle(department, 'ko')).toBe(title);
        expect(alternates(department).canonical).toBe(`/products/${slug}`);
      }
      expect(alternates(metadataOf(await outcome(() => products.generateMetadata(props('ko')))))).toMatchObject({ canonical: '/products' });

      const gift = metadataOf(await outcome(() => giftcard.generateMetadata(props('en'))));
      expect(documentTitle(gift, 'en')).toBe('Gift Cards | Lotte Plaza Market');
    });

    it('searches are not indexed: the deals\u2019 keyword search, the FAQ\u2019s search (canonical to the FAQ itself)', async () => {
      const dealSearch = metadataOf(await outcome(() => eventList.generateMetadata(props('ko', {}, { search: '김치' }))));
      expect(robots(dealSearch)).toMatchObject({ index: false });
      const faqFound = metadataOf(await outcome(() => faqSearch.generateMetadata(props('en', {}, { q: 'receipt' }))));
      expect(robots(faqFound)).toMatchObject({ index: false });
      expect(alternates(faqFound).canonical).toBe('/en/faq');
    });

    it('odd FAQ searches make a title, never an error: Hangul, emoji, 500 characters, markup, %', async () => {
      for (const q of ['포인트 적립', '🍜🥟', 'x'.repeat(500), '<script>alert(1)</script>', '%']) {
        const metadata = metadataOf(await outcome(() => faqSearch.generateMetadata(props('en', {}, { q }))));
        expect(String(metadata.title)).toContain(q.slice(0, 100));
      }
    });
  });

  describe('weekly sale pages', () => {
    it('each state\u2019s page is titled with its week', async () => {
      const korean = metadataOf(await outcome(() => saleRegion.generateMetadata(props('ko', { region: 'new-jersey' }))));
      expect(documentTitle(korean, 'ko')).toMatch(/^뉴저지 주간 세일 \d{1,2}월 \d{1,2}일–/);
      const english = metadataOf(await outcome(() => saleRegion.generateMetadata(props('en', { region: 'virginia' }))));
      expect(documentTitle(english, 'en')).toMatch(/^Virginia Weekly Sale, [A-Z][a-z]{2} \d{1,2}–([A-Z][a-z]{2} )?\d{1,2} \| Lotte Plaza Market$/);
      expect(alternates(english)).toEqual({ canonical: '/en/sale/virginia', languages: { ko: '/sale/virginia', en: '/en/sale/virginia', 'x-default': '/sale/virginia' } });
    });
  });

  it('/sale links each state\u2019s week, so crawlers find every flyer; a state\u2019s page marks its own', async () => {
    const links = [...elements(await SalePageView({ locale: 'en' }))].filter((element) => element.type === SaleRegionLinks);
    expect(links.map((element) => (element.props.regions as Array<{ label: string }>).map((region) => region.label))).toEqual([['Maryland', 'Virginia', 'Florida', 'New Jersey']]);
    expect(links[0]!.props.current).toBeUndefined();
    // A state's page marks its own link (tests/unit/sale-region-links.test.tsx: as aria-current).
    const virginia = [...elements(await SalePageView({ locale: 'en', week: { location: 2, day: storeToday() } }))].find((element) => element.type === SaleRegionLinks);
    expect(virginia?.props.current).toBe(2);
  });

  describe('deals', () => {
    const dealMetadata = async (locale: Locale, id: number) => metadataOf(await outcome(() => eventDetail.generateMetadata(props(locale, { id: String(id) }))));

    it('a deal written only in Korean claims no English twin: its English address names the Korean page, in Korean', async () => {
      const entries = await listDealEntries();
      const koreanOnly = entries.find((entry) => !entry.languages.includes('en'));
      expect(koreanOnly).toBeDefined();
      const english = await dealMetadata('en', koreanOnly!.id);
      expect(alternates(english)).toEqual({ canonical: `/event/${koreanOnly!.id}`, languages: { ko: `/event/${koreanOnly!.id}`, 'x-default': `/event/${koreanOnly!.id}` } });
      expect(openGraph(english).locale).toBe('ko_KR');
      expect(openGraph(english).alternateLocale).toEqual([]);
      expect(alternates(await dealMetadata('ko', koreanOnly!.id)).languages).not.toHaveProperty('en');

      const both = entries.find((entry) => entry.languages.includes('en') && entry.languages.includes('ko'))!;
      expect(Object.keys(alternates(await dealMetadata('en', both.id)).languages).sort()).toEqual(['en', 'ko', 'x-default']);
    });

    it('a Korean-only deal\u2019s English page says so, its title and body marked as Korean; a deal\u2019s body headings follow its title with no level skipped', async () => {
      const koreanOnly = (await listDealEntries()).find((entry) => !entry.languages.includes('en'))!;
      const view = await DealView({ locale: 'en', event: await dealFrom(String(koreanOnly.id)) });
      const board = [...elements(view)].find((element) => element.type === DetailBoard)!;
      expect(board.props).toMatchObject({ titleLang: 'ko', lang: 'ko' });
      const note = [...elements(view)].find((element) => element.props.role === 'note');
      expect(note?.props.children).toBe('This deal is only available in Korean.');

      for (const id of [38, koreanOnly.id]) {
        for (const locale of ['ko', 'en'] as const) {
          const deal = [...elements(await DealView({ locale, event: await dealFrom(String(id)) }))].find((element) => element.type === DetailBoard)!;
          const levels = [1, ...[...String((deal.props.body as { html: string }).html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))];
          expect({ id, locale, skips: levels.filter((level, index) => index > 0 && level - levels[index - 1]! > 1) }).toEqual({ id, locale, skips: [] });
          expect(levels.slice(1).every((level) => level >= 2)).toBe(true);
        }
      }
    });

    it('every deal\u2019s title fits in 60 characters, in either language', async () => {
      const entries = await listDealEntries();
      expect(entries.length).toBeGreaterThan(20);
      const tooLong: string[] = [];
      for (const entry of entries) {
        for (const locale of ['ko', 'en'] as const) {
          const title = documentTitle(await dealMetadata(locale, entry.id), locale);
          expect(title).toMatch(/\S \| /);
          if (title.length > TITLE_MAX) tooLong.push(`${locale} ${entry.id}: ${title}`);
        }
      }
      expect(tooLong).toEqual([]);
    });

    it('share images: the site picture on static pages, the deal\u2019s picture on a deal', async () => {
      expect(openGraph(metadataOf(await outcome(() => giftcard.generateMetadata(props('en'))))).images).toEqual([SHARE_IMAGE]);
      expect(openGraph(metadataOf(await outcome(() => home.generateMetadata(props('ko'))))).images).toEqual([SHARE_IMAGE]);
      expect(openGraph(await dealMetadata('ko', 38)).images).toEqual([{ url: expect.stringMatching(/^\/api\/files\/\d+\/[^/?]+\?v=[0-9a-f]{12}$/), width: 800, height: 600 }]);
    });
  });
});
