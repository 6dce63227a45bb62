import { render, screen, within } from '@testing-library/react';
import { DealResults } from '@/components/deals/deal-results';
import type { DealSummary } from '@/lib/server/services/deals';
import { storeToday } from '@/lib/dates';
import { DEMO_EVENTS, dealDates } from '@/lib/server/db/demo/events';
import { localeMock } from '../helpers/navigation-mock';
import { intlRequest } from '../helpers/next-intl-server';

/*
 * A page of /event's deal cards as the server renders it (components/deals/deal-results.tsx), over
 * the demo deals: the count, ten cards, the pager's block, each card's title and thumbnail in the
 * page's language (a Korean title on an English page marked and tagged), and "No search results
 * found." The list's order and filters are tests/api/content-reads.test.ts; the pager and the
 * filters in a browser, tests/e2e/special-deals.spec.ts.
 */

// The server's translations, from the real catalogues, in the page's language.
jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());

const today = storeToday();
/** The demo deals as the service lists them (the seed gives deal 38 its pictures, in both languages). */
const DEALS: DealSummary[] = DEMO_EVENTS.map((event) => {
  const { start, end } = dealDates(event, today);
  return {
    id: event.id,
    title: event.title,
    title_eng: event.titleEng,
    thumbnail: `/api/files/${event.id}/deal-${event.id}.webp?v=0123456789ab`,
    thumbnail_eng: event.titleEng ? `/api/files/${100 + event.id}/deal-${event.id}-en.webp?v=0123456789ab` : null,
    start_date: start,
    end_date: end,
    location: event.location,
  };
});
const LOCATIONS = new Map([
  [1, 'Maryland'],
  [2, 'Virginia'],
  [3, 'Florida'],
  [4, 'New Jersey'],
]);

// A new page of the same list is brought into view from its top (components/ui/list-top.tsx); jsdom neither scrolls nor has media queries.
beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => ({ matches: false }) });
  Element.prototype.scrollIntoView = jest.fn();
});

async function show(locale: 'ko' | 'en', results: DealSummary[], page = 1, count = DEALS.length) {
  intlRequest.locale = locale;
  localeMock.current = locale;
  // Addresses without the language: the site's Link adds it.
  return render(await DealResults({ found: { page, count, results }, locationLabels: LOCATIONS, hrefFor: (id) => `/event/${id}`, pageHref: (to) => `/event?page=${to}` }));
}

describe('the deal cards of /event', () => {
  it('count the deals, show ten a page, and page in blocks (Korean)', async () => {
    expect(DEALS).toHaveLength(40);
    await show('ko', DEALS.slice(0, 10));
    expect(screen.getByText('40개의 딜')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('a[href^="/event/"]'))).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: '페이지' });
    // Four pages: the three others are links, the page shown is not.
    expect(within(pager).getAllByRole('link')).toHaveLength(3);
    expect(within(pager).getByRole('link', { name: '2 페이지' })).toHaveAttribute('href', '/event?page=2');
  });

  it('mark the page shown in the pager', async () => {
    await show('ko', DEALS.slice(10, 20), 2);
    expect(screen.getByRole('navigation', { name: '페이지' }).querySelector('[aria-current="page"]')).toHaveTextContent('2 페이지2');
  });

  it('show English titles and thumbnails in English where a deal has them', async () => {
    const jacksonville = DEALS.find((deal) => deal.title_eng === 'Jacksonville food court specials')!;
    await show('en', [jacksonville], 1, 1);
    const card = screen.getByRole('link', { name: /Jacksonville food court specials/ });
    expect(card).toHaveAttribute('href', `/en/event/${jacksonville.id}`);
    expect(card.querySelector('img')!.getAttribute('src')).toMatch(/deal-38-en\.webp/);
    expect(screen.getByText('1 deal')).toBeInTheDocument();
  });

  it('mark a deal shown in Korean on an English page lang="ko" and tag it 한국어', async () => {
    const korean = DEALS.filter((deal) => !deal.title_eng);
    expect(korean.length).toBeGreaterThan(0);
    await show('en', korean, 1, korean.length);
    for (const deal of korean) {
      const title = screen.getByText(deal.title).closest('strong')!;
      const card = title.closest('a')!;
      expect(card).toHaveAccessibleName(expect.stringContaining(`${deal.title} (in Korean)`));
      expect(title.querySelector('[lang="ko"]')).toHaveTextContent(deal.title);
      expect(title).toHaveTextContent(`${deal.title}한국어 (in Korean)`);
      expect(within(title).getByText('한국어')).toHaveAttribute('lang', 'ko');
      // The Korean picture, the only one it has.
      expect(card.querySelector('img')!.getAttribute('src')).toMatch(new RegExp(`deal-${deal.id}\\.webp`));
    }
  });

  it.each([
    ['ko', '검색 결과가 없습니다.'],
    ['en', 'No search results found.'],
  ] as const)('say so when nothing matches (%s: "%s")', async (locale, said) => {
    await show(locale, [], 1, 0);
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
