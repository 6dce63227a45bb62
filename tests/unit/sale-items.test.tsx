import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaleItems, shownDepartments, type SaleItemsLabels } from '@/components/sale/sale-items';
import { SaleWeekItemsProvider, type SaleWeekItems } from '@/components/sale/sale-week-items';
import { SaleDepartmentsAside } from '@/components/sale/sale-departments-aside';
import { SaleItemsJsonLd } from '@/components/sale/sale-items-json-ld';
import { MY_LIST_KEY } from '@/lib/hooks/use-my-list';
import type { SaleItem } from '@/lib/sale/items';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const t = messages.en.sale;
const labels: SaleItemsLabels = {
  heading: t.items.heading,
  lead: '3 items from this week\'s flyer, by department.',
  regularPrice: t.items.regularPrice,
  onlyIn: t.items.onlyIn,
  addToList: t.items.addToList,
  myList: t.items.myList,
  departmentsNav: t.items.departmentsNav,
  departments: t.departments,
  editions: { korean: t.tabs['1'], chinese: t.tabs['2'], vietnamese: t.tabs['3'], indian: t.tabs['4'] },
};

const item = (id: number, more: Partial<SaleItem>): SaleItem => ({
  id,
  sale_id: 1,
  name: '',
  name_eng: '',
  name_own: '',
  price: '',
  regular_price: '',
  unit: '',
  department: 'grocery',
  picture: null,
  editions: ['korean', 'chinese', 'vietnamese', 'indian'],
  spots: {},
  ...more,
});

const items = [
  item(11, { name: '신라면', name_eng: 'Shin Ramyun', price: '$4.99', regular_price: '$6.49', unit: '5-pack' }),
  item(12, { name: '배추', name_eng: 'Napa cabbage', name_own: '大白菜', price: '$0.69/lb', department: 'produce', editions: ['korean', 'chinese'] }),
  item(13, { name: '바스마티 쌀', name_eng: 'Basmati rice', name_own: 'बासमती चावल', price: '2 for $15', department: 'indian', editions: ['indian'] }),
];

/** The week as sale-week.tsx gives it: its items once, to the list (and the flyer's item card). */
const weekOf = (locale: 'ko' | 'en'): SaleWeekItems => ({
  departments: shownDepartments(items, ['korean', 'chinese', 'vietnamese', 'indian'], labels),
  locale,
  region: { slug: 'maryland', label: 'Maryland' },
  saleEnd: '2026-12-02',
  labels: { regularPrice: labels.regularPrice, addToList: labels.addToList, closeItem: t.items.closeItem, showInList: t.items.showInList },
  listing: { name: 'Maryland Weekly Sale', url: 'https://example.com/en/sale/maryland', siteUrl: 'https://example.com', flyers: { korean: '/api/files/1/korean.webp', indian: '/api/files/4/indian.webp' } },
});

const render = (locale: 'ko' | 'en' = 'en') =>
  renderWithIntl(
    <SaleWeekItemsProvider value={weekOf(locale)}>
      <SaleItems departments={weekOf(locale).departments} labels={labels} />
    </SaleWeekItemsProvider>,
    locale,
  );

beforeEach(() => window.localStorage.clear());

describe('SaleItems', () => {
  it('lists the items under a heading per department, in store order, each its own target', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Produce', 'Groceries', 'Indian & South Asian foods']);
    const produce = screen.getByRole('region', { name: 'Produce' });
    const entry = within(produce).getByRole('listitem');
    expect(entry).toHaveAttribute('id', 'sale-item-12');
    expect(entry).toHaveTextContent('Napa cabbage');
    expect(entry).toHaveTextContent('$0.69/lb');
  });

  it('leads to each department from a bar of plain links, in the same order', () => {
    render();
    const bar = screen.getByRole('navigation', { name: 'Departments' });
    expect(within(bar).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Produce', '#sale-items-produce'],
      ['Groceries', '#sale-items-grocery'],
      ['Indian & South Asian foods', '#sale-items-indian'],
    ]);
    for (const link of within(bar).getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveProperty('tagName', 'H3');
  });

  it('beside the flyer on a wide screen, leads to each department with how many items it has, and to My list', () => {
    renderWithIntl(<SaleDepartmentsAside departments={weekOf('en').departments} labels={labels} />, 'en');
    const aside = screen.getByRole('navigation', { name: 'Departments' });
    expect(within(aside).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Produce1', '#sale-items-produce'],
      ['Groceries1', '#sale-items-grocery'],
      ['Indian & South Asian foods1', '#sale-items-indian'],
      ['My list (0)', '/en/sale/my-list'],
    ]);
  });

  it('names items in the page\'s language, with the edition\'s own name in its language', () => {
    render('ko');
    expect(document.getElementById('sale-item-11')).toHaveTextContent('신라면');
    expect(screen.getByText('大白菜')).toHaveAttribute('lang', 'zh');
    expect(screen.getByText('बासमती चावल')).toHaveAttribute('lang', 'hi');
  });

  it('strikes the regular price through and says what it is; marks an item only some flyers carry', () => {
    render();
    const ramyun = document.getElementById('sale-item-11')!;
    expect(ramyun.querySelector('s')).toHaveTextContent('$6.49');
    expect(ramyun).toHaveTextContent('Regular price: $6.49');
    expect(ramyun).toHaveTextContent('5-pack');
    expect(ramyun).not.toHaveTextContent(/Flyers:/);
    expect(document.getElementById('sale-item-12')).toHaveTextContent('Flyers: Korean/English, Chinese');
    expect(document.getElementById('sale-item-13')).toHaveTextContent('Flyers: Indian');
  });

  it('adds an item to the list kept in this browser, and takes it off again', async () => {
    const user = userEvent.setup();
    render();
    const add = screen.getByRole('button', { name: /^Add to my list ?: Shin Ramyun$/ });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(MY_LIST_KEY)!)).toEqual([
      { id: 11, name: '신라면', name_eng: 'Shin Ramyun', name_own: '', own_lang: '', price: '$4.99', unit: '5-pack', department: 'grocery', region: { slug: 'maryland', label: 'Maryland' }, sale_end: '2026-12-02' },
    ]);
    expect(screen.getByRole('link', { name: 'My list (1)' })).toHaveAttribute('href', '/en/sale/my-list');
    await user.click(screen.getByRole('button', { name: /^Add to my list ?: Basmati rice$/ }));
    expect(JSON.parse(window.localStorage.getItem(MY_LIST_KEY)!)[1]).toMatchObject({ id: 13, name_own: 'बासमती चावल', own_lang: 'hi', department: 'indian' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: 'My list (1)' })).toBeInTheDocument();
  });

  it('follows a change made in another tab', () => {
    render();
    act(() => {
      window.localStorage.setItem(MY_LIST_KEY, JSON.stringify([{ id: 12, name: '배추', name_eng: 'Napa cabbage', price: '$0.69/lb', department: 'produce', region: { slug: 'maryland', label: 'Maryland' }, sale_end: '2026-12-02' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: MY_LIST_KEY }));
    });
    expect(screen.getByRole('button', { name: /^Add to my list ?: Napa cabbage$/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('SaleItemsJsonLd', () => {
  const scripts = (locale: 'ko' | 'en') => {
    const { container } = renderWithIntl(
      <SaleWeekItemsProvider value={weekOf(locale)}>
        <SaleItemsJsonLd />
      </SaleWeekItemsProvider>,
      locale,
    );
    return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as Record<string, unknown>);
  };

  it.each([
    ['en', ['Napa cabbage', 'Shin Ramyun', 'Basmati rice']],
    ['ko', ['배추', '신라면', '바스마티 쌀']],
  ] as const)('(%s) draws the week as one ItemList from the items the list has, in its order and language', (locale, names) => {
    const [data, ...more] = scripts(locale);
    expect(more).toEqual([]);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Maryland Weekly Sale', url: 'https://example.com/en/sale/maryland', numberOfItems: 3 });
    const products = (data!.itemListElement as Array<{ item: { name: string; image: string; offers: { price: number; priceValidUntil: string; url: string } } }>).map(({ item }) => item);
    expect(products.map((product) => product.name)).toEqual(names);
    // An item without a picture of its own is pictured by the first flyer of the region that prints it.
    expect(products.map((product) => product.image)).toEqual(['https://example.com/api/files/1/korean.webp', 'https://example.com/api/files/1/korean.webp', 'https://example.com/api/files/4/indian.webp']);
    expect(products[1]!.offers).toMatchObject({ price: 4.99, priceValidUntil: '2026-12-02', url: 'https://example.com/en/sale/maryland#sale-item-11' });
  });

  it('draws nothing outside a region\'s week', () => {
    const { container } = renderWithIntl(<SaleItemsJsonLd />, 'en');
    expect(container.innerHTML).toBe('');
  });
});
