import { thanksgiving } from './calendar';

/** A day's special hours as the seed writes them (minutes after midnight; none: closed). */
export interface DemoSpecialHours {
  storeSlug: string | null;
  day: string;
  opens: number | null;
  closes: number | null;
  note: string;
  noteEng: string;
}

const DISTRIBUTORS = ['jessup-distributor-1', 'jessup-distributor-2'];

/**
 * The demo's holiday hours (issue 37): this season's Thanksgiving (9 am to 6 pm, as the demo's
 * notice says), Christmas Day (closed) and New Year's Day (10 am to 6 pm) for every store, and the
 * distributor sites closed on all three. In January the season just over is kept.
 */
export function demoHolidayHours(today: string): DemoSpecialHours[] {
  const year = Number(today.slice(0, 4)) - (today.slice(5, 7) === '01' ? 1 : 0);
  const days = [
    { day: thanksgiving(year), opens: 9 * 60, closes: 18 * 60, note: '추수감사절 단축 영업', noteEng: 'Thanksgiving Day: shorter hours' },
    { day: `${year}-12-25`, opens: null, closes: null, note: '성탄절 휴무', noteEng: 'Closed for Christmas Day' },
    { day: `${year + 1}-01-01`, opens: 10 * 60, closes: 18 * 60, note: '새해 첫날 단축 영업', noteEng: "New Year's Day: shorter hours" },
  ];
  return days.flatMap((holiday) => [
    { storeSlug: null, ...holiday },
    ...DISTRIBUTORS.map((storeSlug) => ({ storeSlug, day: holiday.day, opens: null, closes: null, note: '물류센터 휴무', noteEng: 'The distribution center is closed' })),
  ]);
}
