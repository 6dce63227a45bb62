import { screen } from '@testing-library/react';
import { StoreDeals } from '@/components/stores/store-deals';
import { addDays, storeToday } from '@/lib/dates';
import type { BoardLabels } from '@/components/board/detail-board';
import type { PaginationLabels } from '@/components/ui/pagination';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const today = storeToday();
const deal = (id: number, title: string, start: number, end: number) => ({
  id,
  title,
  title_eng: `${title} (English)`,
  thumbnail: null,
  thumbnail_eng: null,
  start_date: addDays(today, start),
  end_date: addDays(today, end),
  location: 3,
});

jest.mock('@/lib/api/endpoints', () => ({
  endpoints: {
    storeDeals: async () => ({ results: [deal(1, '오늘의 특가', -1, 2), deal(2, '다음 주 특가', 5, 9), deal(3, '지난 특가', -9, -2)], current_page: 1, total_pages: 1, count: 3 }),
    deal: async () => null,
  },
}));

describe("a store's Special Deals tab", () => {
  it.each(['ko', 'en'] as const)('%s: marks each deal on now, coming soon or ended', async (locale) => {
    const words = messages[locale].events;
    renderWithIntl(
      <StoreDeals
        location={3}
        stores={[]}
        labels={{ empty: '', loading: '…', loadError: '', stateStores: 'Florida', allStores: 'All', status: { upcoming: words.upcoming, ongoing: words.ongoing, ended: words.ended } }}
        board={{ fallback: {} } as unknown as BoardLabels}
        pagination={{} as PaginationLabels}
      />,
      locale,
    );
    const rows = await screen.findAllByRole('button');
    expect(rows.map((row) => row.querySelector('[data-status]')?.textContent)).toEqual([words.ongoing, words.upcoming, words.ended]);
  });
});
