import { addDays } from '@/lib/dates';
import { seasonalStart, type Anchor } from './calendar';

/** A seasonal deal starts `offset` days from its anchor's day (the occurrence near the seed day). */
export interface Seasonal {
  anchor: Anchor;
  offset: number;
}

/**
 * Demo special deals. Ids are fixed (1-40) because the store list links Jacksonville to deal
 * 38 (spec section 9). `start` is days from the seed day, or for a deal whose words name a season
 * or a holiday, when that falls (so the words match the dates whenever it is seeded); `days` is
 * how long the deal runs. An empty English title is a Korean-only deal.
 */
export interface DemoEvent {
  id: number;
  location: number;
  title: string;
  titleEng: string;
  start: number | Seasonal;
  days: number;
  blurb: string;
  blurbEng: string;
  /** Adds a printable terms sheet (PDF) as file1. */
  terms?: boolean;
}

const day = (monthDay: string, offset = 0): Seasonal => ({ anchor: { day: monthDay }, offset });
const holiday = (name: 'thanksgiving' | 'blackFriday' | 'lunarNewYear' | 'chuseok', offset = 0): Seasonal => ({ anchor: { holiday: name }, offset });

const rows: Array<[number, string, string, number | Seasonal, number, string, string, boolean?]> = [
  [1, '봄맞이 딸기 특가', 'Spring strawberry sale', day('03-25'), 7, '플로리다산 딸기를 박스 단위로 특가에 만나보세요.', 'Florida strawberries by the box at a special price.'],
  [2, '설날 선물세트 기획전', 'Lunar New Year gift sets', holiday('lunarNewYear', -21), 21, '한우, 과일, 건강식품 선물세트를 준비했습니다.', 'Gift sets of beef, fruit and health foods for the New Year.', true],
  [0, '전 매장 라면 대전', 'Ramyun festival at every store', -200, 10, '인기 라면 멀티팩 2+1 행사.', 'Buy two multipacks of popular ramyun, get one free.'],
  [3, '올랜도점 개점 기념일 감사제', 'Orlando store anniversary sale', day('02-01'), 5, '2019년 2월 1일 문을 연 올랜도점의 생일을 함께해 주세요.', 'Celebrate the birthday of our Orlando store, open since February 1, 2019.'],
  [4, '에디슨점 주말 시식회', '', -160, 2, '주말 동안 신제품 시식회를 엽니다.', ''],
  [1, '캐턴스빌점 정육 코너 리뉴얼', 'New butcher counter at Catonsville', -150, 14, '새 단장한 정육 코너에서 숙성 한우를 만나보세요.', 'Meet dry-aged beef at our renewed butcher counter.'],
  [2, '애넌데일점 해산물 페스티벌', 'Annandale seafood festival', -140, 7, '킹크랩과 랍스터를 특가로 드립니다.', 'King crab and lobster at festival prices.'],
  [0, '여름 수박 특가', 'Summer watermelon deal', day('07-01'), 14, '당도 높은 수박을 한 통 $4.99에.', 'Sweet whole watermelons for $4.99 each.'],
  [3, '탬파점 버블티 1+1', 'Buy one, get one bubble tea in Tampa', -110, 7, '푸드코트 버블티 1+1 행사.', 'Buy one bubble tea at the food court, get one free.'],
  [1, '엘리콧시티점 김치 담그기 클래스', '', -100, 1, '매장 쿠킹 스튜디오에서 김치 담그기 클래스를 엽니다.', ''],
  [2, '스털링점 시장 푸드코트 할인', 'Sijang food court discount in Sterling', -90, 10, '시장 푸드코트 전 메뉴 10% 할인.', '10% off every dish at the Sijang food court.'],
  [0, '추석 맞이 과일 선물세트', 'Chuseok fruit gift boxes', holiday('chuseok', -14), 14, '배, 사과, 샤인머스캣 선물세트 특가.', 'Gift boxes of Asian pears, apples and Shine Muscat grapes.', true],
  [4, '뉴저지 주간 특가: 냉동 만두', 'New Jersey weekly pick: frozen dumplings', -70, 7, '인기 냉동 만두 전 품목 20% 할인.', '20% off all popular frozen dumplings.'],
  [3, '잭슨빌점 스낵랩 신메뉴 출시', 'New treats at the Jacksonville Snack Lab', -65, 14, '스낵랩에서 새로 나온 간식을 맛보세요.', 'Try the new snacks at the Snack Lab.'],
  [1, '락빌점 주말 한정 갈비 특가', '', -60, 3, '주말 한정 LA갈비 특가.', ''],
  [2, '헨라이코점 개점 기념일 경품 행사', 'Henrico store anniversary prize draw', day('05-10'), 14, '2024년 5월 10일 문을 연 헨라이코점의 생일을 맞아, 구매 영수증으로 경품 추첨에 참여하세요.', 'Our Henrico store opened on May 10, 2024: enter its birthday prize draw with your receipt.', true],
  [0, '할로윈 과자 대잔치', 'Halloween candy bonanza', day('10-31', -9), 10, '아시아 과자와 캔디를 최대 30% 할인.', 'Asian snacks and candy up to 30% off.'],
  [1, '게이더스버그점 신선 채소 특가', 'Fresh vegetables in Gaithersburg', -35, 7, '매일 아침 들어오는 신선 채소 특가.', 'Fresh vegetables delivered every morning, on sale.'],
  [2, '센터빌점 주방용품 할인', 'Kitchenware sale in Centreville', -30, 14, '냄비, 프라이팬, 밥솥 할인.', 'Pots, pans and rice cookers on sale.'],
  [3, '플로리다 주간 특가: 망고', 'Florida weekly pick: mangoes', -25, 7, '달콤한 망고 한 상자 특가.', 'A box of sweet mangoes at a special price.'],
  [0, '김치 재료 특가 대잔치', 'Everything for homemade kimchi', -10, 24, '배추, 무, 고춧가루, 젓갈까지 김장 재료를 한 번에.', 'Napa cabbage, radish, chili flakes and salted seafood: all you need for kimchi.', true],
  [1, '실버스프링점 매장 리뉴얼 오픈', 'Silver Spring store reopens', -8, 21, '새롭게 단장한 실버스프링점에서 리뉴얼 기념 할인을 드립니다.', 'Celebrate our renewed Silver Spring store with opening discounts.'],
  [2, '샹티이점 해산물 특가', '', -6, 10, '생굴과 전복을 특가에 만나보세요.', ''],
  [4, '에디슨점 타노몰 주말 행사', 'Tano Mall weekend at Edison', -5, 9, '타노몰 입점 매장과 함께하는 주말 행사.', 'A weekend event together with the shops of Tano Mall.'],
  [3, '탬파점 이터리 시장 신메뉴', 'New dishes at Eatery Sijang, Tampa', -4, 14, '떡볶이와 두부 BBQ 신메뉴를 맛보세요.', 'Try the new tteokbokki and tofu BBQ dishes.'],
  [0, '추수감사절 식탁 준비', 'Thanksgiving table essentials', holiday('thanksgiving', -9), 10, '칠면조, 고구마, 단호박 등 명절 식탁 준비 특가.', 'Turkey, sweet potatoes and kabocha squash for your holiday table.'],
  [2, '헌던점 인도 식품 특가', 'Indian groceries in Herndon', -2, 7, '바스마티 쌀과 렌틸콩, 향신료 특가.', 'Basmati rice, lentils and spices on sale.'],
  [1, '리버데일점 주간 특가', 'Riverdale weekly specials', -1, 7, '리버데일점 고객을 위한 이번 주 특가 상품.', 'This week\'s specials for our Riverdale shoppers.'],
  [0, '블랙프라이데이 생활용품 세일', 'Black Friday houseware sale', holiday('blackFriday'), 4, '생활용품과 주방용품 최대 40% 할인.', 'Houseware and kitchenware up to 40% off.'],
  [3, '올랜도점 연말 감사 세일', '', day('12-15'), 14, '한 해 동안 사랑해 주신 고객님께 감사드립니다.', ''],
  [1, '메릴랜드 전 매장 떡 시식회', 'Rice cake tasting at Maryland stores', 2, 3, '갓 만든 떡을 시식해 보세요.', 'Taste freshly made rice cakes.'],
  [2, '버지니아 전 매장 한우 특가', 'Korean beef sale at Virginia stores', 0, 7, '한우 등심과 불고기 특가.', 'Korean beef sirloin and bulgogi on sale.'],
  [4, '뉴저지 연말 선물세트', 'Holiday gift sets in New Jersey', day('12-01'), 21, '연말 선물세트 사전 예약을 받습니다.', 'Pre-order holiday gift sets now.', true],
  [0, '연말 파티 먹거리 특가', 'Holiday party food deals', day('12-18'), 14, '파티용 회, 초밥, 전 모둠 특가.', 'Party platters of sashimi, sushi and jeon on sale.'],
  [1, '엘리콧시티점 스시 코너 할인', 'Sushi bar discount at Ellicott City', -1, 14, '스시 코너 전 메뉴 15% 할인.', '15% off the whole sushi bar.'],
  [2, '애쉬번점 과일 특가', '', 1, 7, '제철 과일 특가.', ''],
  [3, '탬파점 치킨 특가', 'Fried chicken deal in Tampa', -2, 5, '푸드코트 후라이드 치킨 한 마리 특가.', 'A whole fried chicken at the food court, on sale.'],
  [3, '잭슨빌점 푸드코트·스낵랩 특별 행사', 'Jacksonville food court specials', -20, 60, '17번째 매장 잭슨빌점의 푸드코트(프렌치 아시안 베이커리 카페, 아시아 디저트, 로스트 미트, 일본 길거리 음식, 한식)와 스낵랩에서 특별 행사를 엽니다.', 'At our 17th store in Jacksonville, the food court (a French-Asian bakery café, Asian desserts, roasted meats, Japanese street food and Korean dishes) and the Snack Lab run special offers.', true],
  [0, '새해 맞이 쌀 특가', 'New Year rice sale', day('12-28'), 14, '20파운드 쌀 특가.', '20 lb bags of rice on sale.'],
  [4, '에디슨점 푸드코트 할인', '', -12, 10, '푸드코트 전 메뉴 10% 할인.', ''],
];

export const DEMO_EVENTS: DemoEvent[] = rows.map(([location, title, titleEng, start, days, blurb, blurbEng, terms], index) => ({
  id: index + 1,
  location,
  title,
  titleEng,
  start,
  days,
  blurb,
  blurbEng,
  terms,
}));

/** A deal's first and last day when seeded on `today` (YYYY-MM-DD). */
export function dealDates(event: DemoEvent, today: string): { start: string; end: string } {
  const start = typeof event.start === 'number' ? addDays(today, event.start) : seasonalStart(event.start.anchor, event.start.offset, today);
  return { start, end: addDays(start, event.days - 1) };
}

/** Body of a deal: its blurb, then the fine print every deal carries. */
export function eventBody(blurb: string, locale: 'ko' | 'en'): string {
  if (!blurb) return '';
  return locale === 'ko'
    ? `<p>${blurb}</p><h3>유의사항</h3><ul><li>행사 상품은 매장 사정에 따라 조기 품절될 수 있습니다.</li><li>행사 내용은 매장마다 다를 수 있습니다.</li></ul>`
    : `<p>${blurb}</p><h3>Good to know</h3><ul><li>Deal items may sell out early.</li><li>Details may differ from store to store.</li></ul>`;
}
