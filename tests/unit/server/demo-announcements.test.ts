import { addDays, daysBetween } from '@/lib/dates';
import { anchorDay, thanksgiving } from '@/lib/server/db/demo/calendar';
import { demoAnnouncements } from '@/lib/server/db/demo/announcements';
import { newestStore } from '@/lib/stores/newest-store';
import { FIRST_STORES } from '@/lib/content/stores';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ENGLISH_DAY = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* (\d{1,2})\b/g;
const KOREAN_DAY = /(\d{1,2})월 (\d{1,2})일/g;
/** A month named without its day ("in November") says nothing true for long. */
const BARE_MONTH = /\b(?:January|February|March|April|June|July|August|September|October|November|December)\b(?! \d)|\d{1,2}월(?! \d{1,2}일)/;

/** The first day on or after `from` that is month/day. */
function nextDay(month: number, day: number, from: string): string {
  const inYear = (year: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const year = Number(from.slice(0, 4));
  return inYear(year) >= from ? inYear(year) : inYear(year + 1);
}

/** The first day on or after `from` of a holiday given by year. */
function nextHoliday(dayIn: (year: number) => string, from: string): string {
  const year = Number(from.slice(0, 4));
  return dayIn(year) >= from ? dayIn(year) : dayIn(year + 1);
}

/** The occasions a notice's words name, and the day each falls on for a year. */
const OCCASIONS: Array<[RegExp, (year: number) => string]> = [
  [/black friday|블랙프라이데이/i, (year) => addDays(thanksgiving(year), 1)],
  [/thanksgiving|추수감사절/i, thanksgiving],
  [/chuseok|추석/i, (year) => anchorDay({ holiday: 'chuseok' }, year)],
  [/independence day|독립기념일/i, (year) => `${year}-07-04`],
  [/summer|여름/i, (year) => `${year}-06-01`],
  [/kimjang|kimchi-making|김장/i, (year) => `${year}-11-01`],
];

const SEED_DAYS = ['2025-09-20', '2026-01-15', '2026-05-25', '2026-07-01', '2026-09-20', '2026-11-20', '2026-11-26', '2026-12-31', '2027-03-10', '2027-09-10'];

describe.each(SEED_DAYS)('demo notices seeded on %s', (today) => {
  const notices = demoAnnouncements(today).map((notice) => {
    const posted = addDays(today, -notice.daysAgo);
    const text = [notice.title, notice.titleEng, notice.content, notice.contentEng, ...(notice.attachment?.lines.map((line) => line.text) ?? [])].join('\n');
    const english = [...text.matchAll(ENGLISH_DAY)].map((match) => nextDay(MONTHS.indexOf(match[1]!) + 1, Number(match[2]), posted));
    const korean = [...text.matchAll(KOREAN_DAY)].map((match) => nextDay(Number(match[1]), Number(match[2]), posted));
    return { ...notice, posted, text, english, korean };
  });

  it('are fifteen, oldest first, all posted within the board\'s first 400 days', () => {
    expect(notices).toHaveLength(15);
    expect(notices.map((notice) => notice.daysAgo)).toEqual([...notices.map((notice) => notice.daysAgo)].sort((a, b) => b - a));
    expect(notices[0]!.titleEng).toBe('Our website has a new look');
    for (const { daysAgo } of notices) expect(daysAgo).toBeGreaterThanOrEqual(0);
    expect(notices.slice(1).every(({ daysAgo }) => daysAgo < notices[0]!.daysAgo)).toBe(true);
  });

  it.each(OCCASIONS.map(([pattern, dayIn]) => [String(pattern), pattern, dayIn] as const))('a notice about %s is posted a few weeks at most before it', (_, pattern, dayIn) => {
    for (const { titleEng, posted } of notices.filter(({ title, titleEng }) => pattern.test(title) || pattern.test(titleEng))) {
      const daysBefore = daysBetween(posted, nextHoliday(dayIn, posted));
      expect({ titleEng, posted, daysBefore, soon: daysBefore >= 1 && daysBefore <= 21 }).toEqual({ titleEng, posted, daysBefore, soon: true });
    }
  });

  it('name days in both languages alike, the first of them soon after the notice, and no month without its day', () => {
    for (const { titleEng, posted, text, english, korean } of notices) {
      expect({ titleEng, korean: new Set(korean) }).toEqual({ titleEng, korean: new Set(english) });
      const daysBefore = english.length ? daysBetween(posted, english[0]!) : 0;
      expect({ titleEng, posted, daysBefore, soon: daysBefore >= 0 && daysBefore <= 21 }).toEqual({ titleEng, posted, daysBefore, soon: true });
      expect({ titleEng, bareMonth: text.match(BARE_MONTH)?.[0] ?? null }).toEqual({ titleEng, bareMonth: null });
      if (/weekend|주말/i.test(text)) for (const day of english) expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(6);
    }
  });

  it('tell of the newest store\'s opening or of the anniversary it is posted for', () => {
    const { store } = newestStore(today, FIRST_STORES);
    const [notice, ...others] = notices.filter(({ titleEng }) => titleEng.includes(store.titleEng));
    expect(others).toEqual([]);
    const { titleEng, title, english } = notice!;
    const years = Number(english[0]!.slice(0, 4)) - Number(store.opened.slice(0, 4));
    expect(english[0]!.slice(5)).toBe(store.opened.slice(5));
    if (years === 0) {
      expect(english[0]).toBe(store.opened);
      expect(titleEng).toMatch(/ opens on /);
    } else {
      expect(titleEng).toMatch(new RegExp(`\\b${years}(st|nd|rd|th) anniversary$`));
      expect(title).toContain(`${years}주년`);
    }
  });
});
