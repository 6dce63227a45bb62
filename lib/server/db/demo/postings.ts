import type { PayUnit } from '@/lib/careers/pay';

/**
 * Demo job postings: every job type (3 store operation in the store cities 1-17, 2 corporate
 * office at the headquarters 18, 1 warehouse at Jessup's distribution center 19: the careers
 * filter's rules hold of them), both employment types (1 full time, 2 part time), with deadlines
 * in the past, today, the future and none. `due` is days from the seed day; null = ongoing. Each
 * shows pay and benefits, as Maryland's and New Jersey's laws require of postings there.
 */
export interface DemoPosting {
  title: string;
  titleEng: string;
  jobType: number;
  careerType: number;
  cities: number[];
  due: number | null;
  daysAgo: number;
  /** Dollars per unit, both ends (equal for a single rate); Maryland's minimum wage, $15.00, is the floor. */
  pay: [number, number, PayUnit];
  duties: [string, string][];
}

export const DEMO_POSTINGS: DemoPosting[] = [
  { title: '캐셔 (파트타임)', titleEng: 'Cashier (part time)', jobType: 3, careerType: 2, cities: [1, 2, 3], due: 21, daysAgo: 2, pay: [15, 16.5, 'hour'], duties: [['계산 및 고객 응대', 'Checkout and customer service'], ['주말 근무 가능자 우대', 'Weekend availability preferred']] },
  { title: '농산 코너 직원', titleEng: 'Produce clerk', jobType: 3, careerType: 1, cities: [4, 5, 6], due: 0, daysAgo: 5, pay: [16, 18, 'hour'], duties: [['농산물 진열 및 신선도 관리', 'Display produce and keep it fresh'], ['입고 검수', 'Check incoming deliveries']] },
  { title: '정육 코너 정육사', titleEng: 'Butcher', jobType: 3, careerType: 1, cities: [7, 8, 9], due: 14, daysAgo: 8, pay: [19, 24, 'hour'], duties: [['고기 손질 및 포장', 'Cut and package meat'], ['위생 기준 준수', 'Follow food-safety standards']] },
  { title: '수산 코너 직원', titleEng: 'Seafood counter associate', jobType: 3, careerType: 2, cities: [10, 11, 12], due: null, daysAgo: 10, pay: [15.5, 17, 'hour'], duties: [['생선 손질 및 판매', 'Prepare and sell fish'], ['수조 관리', 'Look after the live tanks']] },
  { title: '매장 부점장', titleEng: 'Assistant store manager', jobType: 3, careerType: 1, cities: [13], due: 30, daysAgo: 12, pay: [55000, 65000, 'year'], duties: [['매장 운영 및 직원 관리', 'Run daily operations and lead the team'], ['매출 및 재고 관리', 'Manage sales and inventory']] },
  { title: '식료품 진열 직원 (야간)', titleEng: 'Night grocery stocker', jobType: 3, careerType: 2, cities: [14], due: -3, daysAgo: 20, pay: [16, 17.5, 'hour'], duties: [['야간 상품 진열', 'Stock shelves overnight'], ['재고 정리', 'Rotate and count stock']] },
  { title: '올랜도점 베이커리 직원', titleEng: 'Bakery associate, Orlando', jobType: 3, careerType: 2, cities: [15], due: 7, daysAgo: 3, pay: [15, 16, 'hour'], duties: [['빵 굽기 및 진열', 'Bake and display bread'], ['오전 근무', 'Morning shifts']] },
  { title: '탬파점 고객 서비스 직원', titleEng: 'Customer service associate, Tampa', jobType: 3, careerType: 1, cities: [16], due: null, daysAgo: 15, pay: [15.5, 17, 'hour'], duties: [['고객 문의 응대', 'Answer customer questions'], ['기프트 카드 판매', 'Sell gift cards']] },
  { title: '잭슨빌점 스낵랩 직원', titleEng: 'Snack Lab crew, Jacksonville', jobType: 3, careerType: 2, cities: [17], due: 10, daysAgo: 1, pay: [15, 15, 'hour'], duties: [['간식 조리 및 판매', 'Prepare and sell snacks'], ['주말 근무', 'Weekend shifts']] },
  { title: '마케팅 매니저', titleEng: 'Marketing manager', jobType: 2, careerType: 1, cities: [18], due: 25, daysAgo: 6, pay: [70000, 85000, 'year'], duties: [['주간 전단 및 온라인 캠페인 기획', 'Plan weekly flyers and online campaigns'], ['한국어·영어 가능자', 'Korean and English required']] },
  { title: '회계 담당', titleEng: 'Staff accountant', jobType: 2, careerType: 1, cities: [18], due: -10, daysAgo: 40, pay: [58000, 68000, 'year'], duties: [['매입·매출 회계 처리', 'Accounts payable and receivable'], ['월말 결산 지원', 'Support month-end closing']] },
  { title: '인사 담당 (파트타임)', titleEng: 'HR assistant (part time)', jobType: 2, careerType: 2, cities: [18], due: null, daysAgo: 25, pay: [20, 23, 'hour'], duties: [['채용 지원', 'Support hiring'], ['근태 관리', 'Keep time records']] },
  { title: '물류센터 지게차 운전원', titleEng: 'Forklift operator, distribution center', jobType: 1, careerType: 1, cities: [19], due: 0, daysAgo: 9, pay: [19, 22, 'hour'], duties: [['입출고 작업', 'Receive and ship goods'], ['지게차 자격증 소지자', 'Forklift certification required']] },
  { title: '물류센터 냉동 창고 작업자', titleEng: 'Freezer warehouse associate', jobType: 1, careerType: 2, cities: [19], due: 18, daysAgo: 4, pay: [18, 20, 'hour'], duties: [['냉동 창고 피킹 및 적재', 'Pick and load in the freezer'], ['방한복 지급', 'Cold-weather gear provided']] },
  { title: '배송 기사 (CDL)', titleEng: 'Delivery driver (CDL)', jobType: 1, careerType: 1, cities: [19], due: -1, daysAgo: 30, pay: [1150, 1350, 'week'], duties: [['매장 배송', 'Deliver to our stores'], ['CDL A 면허 소지자', 'CDL class A license required']] },
  { title: '전 매장 계산원 상시 모집', titleEng: 'Cashiers at every store', jobType: 3, careerType: 2, cities: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], due: null, daysAgo: 60, pay: [15, 16.5, 'hour'], duties: [['계산 및 고객 응대', 'Checkout and customer service'], ['유연한 근무 시간', 'Flexible hours']] },
];

/** A posting's body: duties, then how to apply, true before and after it closes (issue 49). */
export function postingBody(posting: DemoPosting, locale: 'ko' | 'en'): string {
  const duties = posting.duties.map(([ko, en]) => `<li>${locale === 'ko' ? ko : en}</li>`).join('');
  return locale === 'ko'
    ? `<h3>주요 업무</h3><ul>${duties}</ul><h3>지원 방법</h3><p>공고가 마감되기 전까지(위의 마감일) 이 페이지에서 온라인으로 지원하실 수 있습니다. 서류 합격자에 한해 개별 연락드립니다.</p>`
    : `<h3>What you will do</h3><ul>${duties}</ul><h3>How to apply</h3><p>Apply online from this page until the posting closes (the closing date above). We contact shortlisted applicants.</p>`;
}

/** What a demo posting's employment type comes with, in Korean and English (a general description, as the laws ask). */
const BENEFITS: Record<number, [string, string]> = {
  1: [
    '건강·치과·안과 보험, 401(k) 회사 매칭, 유급휴가 및 유급 병가, 직원 할인 10%, 명절 상여금.',
    'Health, dental and vision insurance; 401(k) with company match; paid time off and paid sick leave; 10% employee discount; holiday bonus.',
  ],
  2: [
    '유급 병가, 직원 할인 10%, 유연한 근무 일정, 정규직 전환 기회.',
    'Paid sick leave; 10% employee discount; flexible schedules; a path to full-time roles.',
  ],
};

/** A demo posting's pay and benefits as the table stores them (cents). */
export function postingPay(posting: DemoPosting) {
  const [min, max, unit] = posting.pay;
  const [benefits, benefitsEng] = BENEFITS[posting.careerType]!;
  return { payMin: Math.round(min * 100), payMax: Math.round(max * 100), payUnit: unit, benefits, benefitsEng };
}
