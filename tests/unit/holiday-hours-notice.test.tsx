import { render, screen, within } from '@testing-library/react';
import { holidayNotice, shownSpecials, type SpecialDay } from '@/lib/stores/special-hours';
import { HolidayHoursNotice } from '@/components/stores/holiday-hours-notice';

/*
 * Issue 49: Christmas and New Year's hours, in the data since weeks, seen three weeks ahead on the
 * home page and the locator, and on store pages 45 days ahead.
 */

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { ko: jest.requireActual('@/messages/ko.json'), en: jest.requireActual('@/messages/en.json') };
  return { getTranslations: async ({ locale, namespace }: { locale: 'ko' | 'en'; namespace: string }) => createTranslator({ locale, messages: catalogues[locale], namespace }) };
});
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const christmas: SpecialDay = { day: '2026-12-25', store: null, hours: null, note: '성탄절 휴무', noteEng: 'Closed for Christmas' };
const newYear: SpecialDay = { day: '2027-01-01', store: null, hours: { open: 10 * 60, close: 18 * 60 }, note: '새해 단축 영업', noteEng: 'New Year’s Day: shorter hours' };
const oneStore: SpecialDay = { day: '2026-12-31', store: 'catonsville-md', hours: { open: 9 * 60, close: 17 * 60 }, note: '', noteEng: '' };
const lunarNewYear: SpecialDay = { day: '2027-02-06', store: null, hours: { open: 9 * 60, close: 20 * 60 }, note: '설날', noteEng: 'Lunar New Year' };
const specials = [christmas, oneStore, newYear, lunarNewYear];

describe('which special days are announced, and when', () => {
  it.each([
    ['2026-12-01', [], 0],
    ['2026-12-03', [], 0],
    // 21 days before Christmas.
    ['2026-12-04', ['2026-12-25'], 0],
    ['2026-12-12', ['2026-12-25', '2027-01-01'], 1],
    ['2026-12-25', ['2026-12-25', '2027-01-01'], 1],
    ['2027-01-02', [], 0],
  ])('on %s: every store on %j, some stores on %p more days', (today, days, some) => {
    const notice = holidayNotice(specials, today);
    expect(notice.everyStore.map((special) => special.day)).toEqual(days);
    expect(notice.someStoresDays).toBe(some);
  });

  it.each([
    ['2026-12-01', ['2026-12-25', '2026-12-31', '2027-01-01']],
    // Lunar New Year is 45 days after 23 December.
    ['2026-12-23', ['2026-12-25', '2026-12-31', '2027-01-01', '2027-02-06']],
  ])('a store page on %s lists the next 45 days\' exceptions: %j', (today, days) => {
    expect(shownSpecials(specials, today).map((special) => special.day)).toEqual(days);
  });
});

describe('the holiday hours notice', () => {
  it.each([
    ['en', 'Holiday hours', 'Friday, Dec 25', 'Closed', 'Closed for Christmas', '10:00 AM – 6:00 PM', 'On 1 more day some stores keep other hours', '/location'],
    ['ko', '휴일 영업시간 안내', '12월 25일 금요일', '영업 종료', '성탄절 휴무', '오전 10:00 – 오후 6:00', '그 밖에 1일은 일부 매장의 영업시간이 다릅니다', '/location'],
  ] as const)('in %s lists the days every store keeps other hours, and says when some do', async (locale, title, day, closed, note, hours, some, link) => {
    render(await HolidayHoursNotice({ specials, today: '2026-12-12', locale, linkToStores: true }));
    const notice = screen.getByRole('complementary', { name: title });
    const [first, second] = within(notice).getAllByRole('listitem');
    expect(first).toHaveTextContent(day);
    expect(within(first!).getByText(closed, { selector: 'strong' })).toBeInTheDocument();
    expect(first).toHaveTextContent(note);
    expect(within(second!).getByText(hours, { selector: 'strong' })).toBeInTheDocument();
    expect(notice).toHaveTextContent(some);
    expect(within(notice).getByRole('link')).toHaveAttribute('href', link);
  });

  it('says nothing more than three weeks ahead, and the locator has no link to itself', async () => {
    expect(await HolidayHoursNotice({ specials, today: '2026-12-01', locale: 'en', linkToStores: true })).toBeNull();
    render(await HolidayHoursNotice({ specials, today: '2026-12-20', locale: 'en', linkToStores: false })!);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
