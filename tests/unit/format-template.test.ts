import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { formatTemplate } from '@/lib/i18n/format-template';

const cases: Array<[string, Record<string, string | number>, string]> = [
  ['Page {page}', { page: 3 }, 'Page 3'],
  ['{page}페이지', { page: 12 }, '12페이지'],
  ['Remove {name}', { name: 'menu {draft}.pdf' }, 'Remove menu {draft}.pdf'],
  ['{count} / {max}', { count: 120, max: 500 }, '120 / 500'],
  ['Zoom {percent}%', { percent: 150 }, 'Zoom 150%'],
  ['Sale period: {period}', {}, 'Sale period: {period}'],
  ['{toString} {constructor}', {}, '{toString} {constructor}'],
  ['{location} 주간 세일 전단, {edition}, {week}', { location: 'MD', edition: '한국어', week: '11/21-11/26' }, 'MD 주간 세일 전단, 한국어, 11/21-11/26'],
];

describe('formatTemplate', () => {
  it.each(cases)('%s', (template, values, expected) => {
    expect(formatTemplate(template, values)).toBe(expected);
  });
});

// The messages client leaves fill with formatTemplate: plain `{name}` placeholders only, since
// plural and select are formatted on the server (no message formatter in the browser).
const CLIENT_TEMPLATES = [
  'stores.openNow',
  'stores.closedOpens',
  'stores.closedOpensDay',
  'sale.viewer.level',
  'sale.flyerAlt',
  'sale.items.onlyIn',
  'sale.myList.until',
  'sale.myList.ended',
  'sale.myList.textUntil',
  'sale.myList.textEnded',
  'forms.counter',
  'forms.removeFile',
  'board.download',
  'pagination.page',
  'admin.sales.periodTemplate',
  'api.uploadType',
  'api.uploadSize',
];

function messageAt(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

describe('client templates', () => {
  it.each(CLIENT_TEMPLATES.flatMap((path) => [['ko', path, ko], ['en', path, en]] as const))('%s %s has plain placeholders', (_locale, path, catalogue) => {
    const message = messageAt(catalogue, path);
    expect(typeof message).toBe('string');
    expect(message as string).not.toMatch(/\{\s*\w+\s*,/);
  });
});

// The store locator fills every message of its namespace in the browser (components/stores/locator-texts.tsx).
describe('the store locator\'s messages', () => {
  it.each([['ko', ko], ['en', en]] as const)('%s: every one has plain placeholders', (_locale, catalogue) => {
    const plain = Object.entries(catalogue.stores).filter(([, message]) => typeof message === 'string');
    expect(plain.length).toBeGreaterThan(30);
    expect(plain.filter(([, message]) => /\{\s*\w+\s*,/.test(message as string))).toEqual([]);
  });
});
