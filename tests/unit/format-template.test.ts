import type { Locale } from 'next-intl';
import { formatTemplate } from '@/lib/i18n/format-template';

const cases: Array<[Locale, string, Record<string, string | number>, string]> = [

    ['en', 'Page {page}', { page: 3 }, 'Page 3'],
    ['ko', '{page}페이지', { page: 12 }, '12페이지'],
    ['en', '{count, plural, one {# file} other {# files}}', { count: 1 }, '1 file'],
    ['en', '{count, plural, one {# file} other {# files}}', { count: 4 }, '4 files'],
    ['en', 'Remove {name}', { name: 'menu {draft}.pdf' }, 'Remove menu {draft}.pdf'],
    ['en', '{count} / {max}', { count: 1200, max: 2000 }, '1200 / 2000'],
];

describe('formatTemplate', () => {
  it.each(cases)('%s %s', (locale, template, values, expected) => {
    expect(formatTemplate(locale, template, values)).toBe(expected);
  });
});
