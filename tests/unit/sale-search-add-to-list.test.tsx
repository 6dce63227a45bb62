import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SaleSearchResults } from '@/components/sale/sale-search-results';
import { MY_LIST_KEY } from '@/lib/hooks/use-my-list';
import type { SaleSearchResult } from '@/lib/server/services/sale-search';
import { messages } from '../helpers/render-with-intl';
import { localeMock } from '../helpers/navigation-mock';

jest.mock('next-intl/server', () => jest.requireActual('../helpers/next-intl-server').nextIntlServer());
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('../helpers/navigation-mock'));

const gochujang: SaleSearchResult = {
  item: { id: 41, sale_id: 3, name: '고추장', name_eng: 'Red pepper paste', name_own: '', price: '$5.99', regular_price: '$7.99', unit: '500 g', department: 'grocery', picture: null, editions: ['korean'] },
  region: { location: 1, slug: 'maryland', label: 'Maryland' },
  sale_start: '2026-11-27',
  sale_end: '2026-12-03',
  href: '/sale/maryland#sale-item-41',
  match: 'exact' as SaleSearchResult['match'],
};

afterEach(() => window.localStorage.clear());

describe('a sale search answer', () => {
  it.each(['ko', 'en'] as const)('%s: has "Add to my list", which keeps the item on My list as the region page would', async (locale) => {
    localeMock.current = locale;
    const page = (await SaleSearchResults({ locale, query: '고추장', count: 1, results: [gochujang] })) as ReactElement;
    render(
      <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="America/New_York">
        {page}
      </NextIntlClientProvider>,
    );
    const name = locale === 'en' ? 'Red pepper paste' : '고추장';
    const add = screen.getByRole('button', { name: new RegExp(`^${messages[locale].sale.items.addToList} ?: ${name}$`) });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await act(async () => userEvent.click(add));
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(MY_LIST_KEY)!)).toEqual([
      expect.objectContaining({ id: 41, name: '고추장', name_eng: 'Red pepper paste', price: '$5.99', unit: '500 g', department: 'grocery', region: { slug: 'maryland', label: 'Maryland' }, sale_end: '2026-12-03' }),
    ]);
  });
});
