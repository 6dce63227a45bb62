import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MyList, type MyListLabels } from '@/components/sale/my-list';
import { MY_LIST_KEY } from '@/lib/hooks/use-my-list';
import { storeToday, addDays } from '@/lib/dates';
import type { MyListEntry } from '@/lib/sale/my-list';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const labelsOf = (locale: 'ko' | 'en'): MyListLabels => {
  const { myList, departments } = messages[locale].sale;
  return { ...myList, departments };
};

const today = storeToday();
const entry = (id: number, more: Partial<MyListEntry> = {}): MyListEntry => ({
  id,
  name: '신라면',
  name_eng: 'Shin Ramyun',
  name_own: '',
  own_lang: '',
  price: '$4.99',
  unit: '5-pack',
  department: 'grocery',
  region: { slug: 'maryland', label: '메릴랜드' },
  sale_end: addDays(today, 3),
  ...more,
});
const list = [entry(1), entry(2, { name: '배추', name_eng: 'Napa cabbage', name_own: '大白菜', own_lang: 'zh', price: '$0.69/lb', unit: '', department: 'produce', region: { slug: 'virginia', label: 'Virginia' }, sale_end: addDays(today, -1) })];

const render = (locale: 'ko' | 'en' = 'en') => renderWithIntl(<MyList labels={labelsOf(locale)} regionLabels={{ maryland: 'Maryland', virginia: 'Virginia' }} />, locale);

// user-event puts a clipboard of its own on navigator at setup: these go after it.
const give = (name: 'clipboard' | 'share', value: unknown) => Object.defineProperty(navigator, name, { value, configurable: true, writable: true });

beforeEach(() => {
  window.localStorage.setItem(MY_LIST_KEY, JSON.stringify(list));
  give('share', undefined);
});

describe('MyList', () => {
  it('groups the saved items by department, with each one\'s region and the day its price ends', () => {
    render();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Produce', 'Groceries']);
    const ramyun = within(screen.getByRole('region', { name: 'Groceries' })).getByRole('listitem');
    expect(ramyun).toHaveTextContent('Shin Ramyun');
    expect(ramyun).toHaveTextContent('신라면');
    expect(ramyun).toHaveTextContent(/Maryland · Sale price until [A-Z][a-z]{2} \d{2}, \d{4}/);
    expect(screen.getByText('大白菜')).toHaveAttribute('lang', 'zh');
  });

  it('marks an item whose sale has ended instead of dropping it', () => {
    render();
    const cabbage = within(screen.getByRole('region', { name: 'Produce' })).getByRole('listitem');
    expect(cabbage).toHaveAttribute('data-ended', 'true');
    expect(within(cabbage).getByText(/^Sale ended /)).toBeInTheDocument();
  });

  it('removes an item, and the change is kept', async () => {
    render();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Remove ?: Napa cabbage$/ }));
    expect(screen.queryByRole('region', { name: 'Produce' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(MY_LIST_KEY)!).map((e: MyListEntry) => e.id)).toEqual([1]);
  });

  it('copies the list as plain text, by department', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    give('clipboard', { writeText });
    render();
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    const text = writeText.mock.calls[0][0] as string;
    expect(text.split('\n').slice(0, 3)).toEqual(['My list', '', '[Produce]']);
    expect(text).toMatch(/- Napa cabbage \(배추\) — \$0\.69\/lb — Virginia, sale ended /);
    expect(text).toMatch(/\[Groceries\]\n- Shin Ramyun \(신라면\) — \$4\.99 \/ 5-pack — Maryland, until /);
    expect(screen.getByRole('status')).toHaveTextContent('Copied your list as text.');
  });

  it.each([
    ['no clipboard', undefined],
    ['a refused clipboard', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
  ])('with %s, shows the text selected, to copy by hand', async (_case, clipboard) => {
    const user = userEvent.setup();
    give('clipboard', clipboard);
    render('ko');
    await user.click(screen.getByRole('button', { name: '텍스트로 복사' }));
    const box = screen.getByRole('textbox', { name: messages.ko.sale.myList.copyFallback });
    expect((box as HTMLTextAreaElement).value).toMatch(/^내 목록\n\n\[농산\]\n- 배추 \(Napa cabbage\)/);
    expect(box).toHaveFocus();
  });

  it('offers Share only where the browser has a share sheet, and shares the text', async () => {
    const { unmount } = render();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    unmount();
    const share = jest.fn().mockResolvedValue(undefined);
    give('share', share);
    render();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'My list', text: expect.stringContaining('- Shin Ramyun') });
  });

  it('an empty list says how to fill it', () => {
    window.localStorage.removeItem(MY_LIST_KEY);
    render();
    expect(screen.getByText(/Your list is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weekly sale' })).toHaveAttribute('href', '/en/sale');
  });
});
