import { addDays, daysBetween } from '@/lib/dates';
import { formatMonthDay } from '@/lib/format/dates';
import type { PdfLine } from '@/lib/server/pdf/document';
import { newestStore, type NewestStore } from '@/lib/stores/newest-store';
import { FIRST_STORES } from '@/lib/content/stores';
import type { Store } from '@/lib/stores/store';
import { lastOccurrence, type Anchor } from './calendar';

/** A demo announcement as the seed writes it: bilingual, with HTML bodies; `daysAgo` from the seed day. */
export interface DemoAnnouncement {
  daysAgo: number;
  title: string;
  titleEng: string;
  content: string;
  contentEng: string;
  /** A printable sheet attached as file1 (generated as a PDF by the seed). */
  attachment?: { name: string; lines: PdfLine[] };
}

type Words = Omit<DemoAnnouncement, 'daysAgo'>;

/**
 * When an announcement is posted: days before the seed day, or, for one whose words name a day (a
 * holiday, a season, an anniversary), `lead` days before the latest such day it can announce, so
 * that what it says agrees with when it was posted whatever day the demo is seeded.
 */
interface ScheduledAnnouncement {
  posted: number | { anchor: Anchor; lead: number };
  /** The words, or what makes them from the day posted and the day announced (YYYY-MM-DD). */
  words: Words | ((posted: string, day: string) => Words);
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
/** A table as the editor writes one: a header row, then the rows, each cell a paragraph. */
const table = (header: string[], ...rows: string[][]) =>
  `<table><tbody>${[header.map((cell) => `<th><p>${cell}</p></th>`), ...rows.map((row) => row.map((cell) => `<td><p>${cell}</p></td>`))].map((cells) => `<tr>${cells.join('')}</tr>`).join('')}</tbody></table>`;
const day = (monthDay: string, lead: number) => ({ anchor: { day: monthDay }, lead });
const holiday = (name: 'thanksgiving' | 'blackFriday' | 'chuseok', lead: number) => ({ anchor: { holiday: name }, lead });
const ordinal = (n: number) => `${n}${{ one: 'st', two: 'nd', few: 'rd', other: 'th' }[new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n) as 'one' | 'two' | 'few' | 'other']}`;

/** The first Saturday after `isoDate`. */
const nextSaturday = (isoDate: string) => addDays(isoDate, 7 - ((new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 1) % 7));

/** The demo's announcements; one tells of the newest store (open on the seed day). */
const announcements = ({ store: newest, number: newestNumber }: NewestStore<Store>): ScheduledAnnouncement[] => [
  {
    // The first post of the board: older than any announcement that follows the calendar.
    posted: 400,
    words: {
      title: '롯데플라자 마켓 웹사이트가 새롭게 단장했습니다',
      titleEng: 'Our website has a new look',
      content: p('주간 세일, 스페셜 딜, 매장 정보를 휴대폰에서도 더 빠르고 편하게 확인하실 수 있도록 웹사이트를 새로 만들었습니다.', '한국어와 영어로 모든 메뉴를 이용하실 수 있습니다.'),
      contentEng: p('We rebuilt our website so that weekly sales, special deals and store information load faster and read better on your phone.', 'Every page is available in Korean and English.'),
    },
  },
  {
    posted: 150,
    words: {
      title: '롯데 플러스 멤버십 포인트 적립 기준 안내',
      titleEng: 'How Lotte Plus points are earned',
      content: p('세전 구매 금액 $1당 1포인트가 적립됩니다.') + list('500포인트부터 500포인트 단위로 사용 가능 ($5부터 최대 $50)', '1년간 이용이 없으면 포인트가 소멸됩니다', '누락된 포인트는 30일 이내에 신청해 주세요'),
      contentEng: p('You earn 1 point for every $1 spent before tax.') + list('Redeem from 500 points, in steps of 500 ($5 up to $50)', 'Points expire after 1 year without activity', 'Claim missing points within 30 days'),
    },
  },
  {
    posted: day('06-01', 12),
    words: {
      title: '여름철 매장 영업시간 변경 안내',
      titleEng: 'Summer store hours',
      content: p('6월 1일부터 8월 31일까지 일부 매장의 영업시간이 오전 8시로 앞당겨집니다. 매장별 영업시간은 매장 안내 페이지에서 확인해 주세요.'),
      contentEng: p('From June 1 to August 31 some stores open earlier, at 8:00 AM. Please check each store\'s hours on the Store Location page.'),
    },
  },
  {
    posted: day('07-04', 10),
    words: {
      title: '독립기념일 영업시간 안내',
      titleEng: 'Independence Day store hours',
      content: p('7월 4일 독립기념일에는 전 매장이 오전 9시부터 오후 8시까지 영업합니다.'),
      contentEng: p('On July 4 all stores are open from 9:00 AM to 8:00 PM.'),
    },
  },
  {
    posted: 100,
    words: {
      title: '반품 및 교환 정책 안내',
      titleEng: 'Our return and exchange policy',
      content:
        p('구입 후 30일 이내 영수증을 지참하시면 반품·교환이 가능합니다.') +
        table(
          ['상품', '기간', '조건'],
          ['식료품', '30일', '미개봉 상품에 한합니다'],
          ['전자제품', '30일', '미사용 상태로 원래 포장에 있어야 합니다'],
          ['영수증이 없을 때', '30일', '최근 30일 중 최저 판매가로 스토어 크레딧을 드립니다'],
        ),
      contentEng:
        p('Bring your receipt within 30 days of purchase to return or exchange an item.') +
        table(
          ['Item', 'Within', 'Condition'],
          ['Groceries', '30 days', 'Unopened'],
          ['Electronics', '30 days', 'Unused, in the original packaging'],
          ['Without a receipt', '30 days', 'Store credit at the lowest sale price of the last 30 days'],
        ),
    },
  },
  {
    posted: holiday('chuseok', 10),
    words: (_, chuseok) => ({
      title: '추석 연휴 매장 영업시간 안내',
      titleEng: 'Store hours over the Chuseok holiday',
      content: p(`추석 당일(${formatMonthDay(chuseok, 'ko')})에도 모든 매장이 정상 영업합니다. 일부 매장 푸드코트는 오후 8시에 마감합니다.`),
      contentEng: p(`All stores keep their regular hours on Chuseok day, ${formatMonthDay(chuseok, 'en')}. Some food courts close at 8:00 PM.`),
    }),
  },
  {
    // The newest store's opening, or its latest anniversary.
    posted: day(newest.opened.slice(5), 7),
    words: (_, anniversary) => {
      const years = Number(anniversary.slice(0, 4)) - Number(newest.opened.slice(0, 4));
      const date = { ko: formatMonthDay(anniversary, 'ko'), en: formatMonthDay(anniversary, 'en') };
      return years < 1
        ? {
            title: `${newest.title} 그랜드 오픈 안내`,
            titleEng: `Our ${newest.titleEng} store opens on ${date.en}`,
            content: p(`${date.ko}, ${newestNumber}번째 매장인 ${newest.title}이 문을 엽니다. 주소는 ${newest.address}입니다.`),
            contentEng: p(`On ${date.en} our ${ordinal(newestNumber)} store opens in ${newest.titleEng}, at ${newest.address}.`),
          }
        : {
            title: `${newest.title} 오픈 ${years}주년 감사 행사`,
            titleEng: `${newest.titleEng} store's ${ordinal(years)} anniversary`,
            content: p(`${date.ko} ${newest.title} 오픈 ${years}주년을 맞아 시식 행사와 경품 추첨을 진행합니다.`),
            contentEng: p(`Join us for tastings and a prize draw on ${date.en}, as our ${newest.titleEng} store turns ${years === 1 ? 'one' : years}.`),
          };
    },
  },
  {
    posted: 64,
    words: {
      title: '기프트 카드 판매 안내',
      titleEng: 'Gift cards now at every store',
      content: p('$10, $20, $50, $100 기프트 카드를 모든 매장 고객 서비스 데스크에서 구입하실 수 있습니다. 유효기간은 없으며, 푸드코트와 입점 매장에서는 사용하실 수 없습니다.'),
      contentEng: p('Gift cards of $10, $20, $50 and $100 are sold at the customer service desk of every store. They never expire; they cannot be used in food courts or tenant stores.'),
    },
  },
  {
    posted: 52,
    words: {
      title: '고객센터 운영시간 변경 안내',
      titleEng: 'Customer service hours',
      content: p('온라인 문의는 연중무휴 접수되며, 평일 오전 9시부터 오후 6시 사이에 순차적으로 답변드립니다.'),
      contentEng: p('Online inquiries are received every day and answered in order on weekdays between 9:00 AM and 6:00 PM.'),
    },
  },
  {
    posted: 40,
    words: {
      title: '개인정보처리방침 개정 안내',
      titleEng: 'Update to our privacy policy',
      content: p('온라인 문의 조회 방식 변경에 따라 개인정보처리방침이 개정되었습니다. 자세한 내용은 <a href="/privacy">개인정보처리방침</a>을 확인해 주세요.'),
      contentEng: p('Our privacy policy has been updated for the new way of looking up your inquiries. Please read the <a href="/en/privacy">Privacy Policy</a> for details.'),
    },
  },
  {
    // Kimchi-making season is November; pre-orders open in late October.
    posted: day('11-01', 10),
    words: {
      title: '김장철 배추·무 사전 예약 안내',
      titleEng: 'Pre-order napa cabbage and radish for kimjang',
      content: p('김장철을 맞아 배추와 무를 박스 단위로 사전 예약 받습니다. 매장 고객 서비스 데스크에 문의해 주세요.'),
      contentEng: p('For kimchi-making season we take pre-orders for napa cabbage and Korean radish by the box. Please ask at the customer service desk.'),
    },
  },
  {
    posted: 21,
    words: {
      title: '푸드코트 입점 업체 모집',
      titleEng: 'Food court tenants wanted',
      content: p('올랜도와 탬파 매장 푸드코트에서 함께할 업체를 모집합니다. <a href="/tenant">입점 신청</a> 페이지에서 신청서를 내려받아 주세요.'),
      contentEng: p('We are looking for food court partners at our Orlando and Tampa stores. Download the application on the <a href="/en/tenant">Food Court Tenants</a> page.'),
    },
  },
  {
    posted: 14,
    words: (posted) => {
      const first = nextSaturday(posted);
      const second = addDays(first, 7);
      return {
        title: '주차장 포장 공사 안내 (애넌데일점)',
        titleEng: 'Parking lot repaving at Annandale',
        content: p(`${formatMonthDay(first, 'ko')}과 ${formatMonthDay(second, 'ko')}, 두 차례의 주말 동안 애넌데일점 주차장 일부 구역의 포장 공사가 진행됩니다. 이용에 불편을 드려 죄송합니다.`),
        contentEng: p(`Part of the Annandale parking lot will be repaved over the weekends of ${formatMonthDay(first, 'en')} and ${formatMonthDay(second, 'en')}. We are sorry for the inconvenience.`),
      };
    },
  },
  {
    posted: holiday('blackFriday', 8),
    words: {
      title: '블랙프라이데이 특별 세일 예고',
      titleEng: 'Black Friday sale is coming',
      content: p('블랙프라이데이 주간에 생활용품과 주방용품을 최대 40% 할인합니다. 주간 세일 전단을 확인해 주세요.'),
      contentEng: p('During Black Friday week, houseware and kitchenware are up to 40% off. Watch for the weekly flyer.'),
    },
  },
  {
    posted: holiday('thanksgiving', 4),
    words: (_, thanksgiving) => ({
      title: '추수감사절 영업시간 안내',
      titleEng: 'Thanksgiving Day store hours',
      content: p(`추수감사절 당일(${formatMonthDay(thanksgiving, 'ko')})에는 전 매장이 오전 9시부터 오후 6시까지 단축 영업합니다.`),
      contentEng: p(`On Thanksgiving Day, ${formatMonthDay(thanksgiving, 'en')}, all stores are open from 9:00 AM to 6:00 PM.`, 'A printable notice for your store is attached.'),
      attachment: {
        name: 'thanksgiving-hours.pdf',
        lines: [
          { text: '롯데플라자마켓 / Lotte Plaza Market', size: 12, bold: true },
          { text: '추수감사절 영업시간 안내', size: 20, bold: true, gap: 8 },
          { text: `추수감사절 당일(${formatMonthDay(thanksgiving, 'ko')}) 전 매장 영업시간: 오전 9시 – 오후 6시`, gap: 12 },
          { text: '다음 날부터는 매장별 정상 영업시간으로 운영합니다.', gap: 4 },
          { text: 'Thanksgiving Day store hours', size: 20, bold: true, gap: 32 },
          { text: `All stores on Thanksgiving Day, ${formatMonthDay(thanksgiving, 'en')}: 9:00 AM – 6:00 PM`, gap: 12 },
          { text: 'Regular hours resume the next day.', gap: 4 },
        ],
      },
    }),
  },
];

/**
 * The demo announcements seeded on `today` (YYYY-MM-DD), oldest first, so that their ids follow the
 * order they were posted in as on a real board.
 */
export function demoAnnouncements(today: string): DemoAnnouncement[] {
  return announcements(newestStore(today, FIRST_STORES)).map(({ posted, words }) => {
    const postedDay = typeof posted === 'number' ? addDays(today, -posted) : lastOccurrence(posted.anchor, -posted.lead, today);
    const announced = typeof posted === 'number' ? postedDay : addDays(postedDay, posted.lead);
    return { daysAgo: daysBetween(postedDay, today), ...(typeof words === 'function' ? words(postedDay, announced) : words) };
  }).sort((a, b) => b.daysAgo - a.daysAgo);
}
