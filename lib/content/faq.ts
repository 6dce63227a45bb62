import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The FAQ (spec: bundled in Korean and English, seven groups). Every answer states only the
 * business rules of spec section 9 and the site's own pages; phrases such as "weekly sale" or
 * "멤버십 사이트" become links where they are shown (lib/faq/auto-link.tsx).
 */
export const FAQ_GROUPS = ['rewards', 'store', 'product', 'price', 'returns', 'giftCard', 'other'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

type Bilingual = Record<AppLocale, string>;

export interface FaqEntry {
  /** Stable across releases: the anchor a question can be linked by (`/faq#rewards-earn`). */
  id: string;
  group: FaqGroup;
  question: Bilingual;
  /** Plain text; a blank line starts a new paragraph. */
  answer: Bilingual;
}

/** The tabs (`/faq?tab=1..6`; All is `/faq`): Store Product and Price share one. */
export const FAQ_TABS = [
  { key: '0', groups: FAQ_GROUPS },
  { key: '1', groups: ['rewards'] },
  { key: '2', groups: ['store'] },
  { key: '3', groups: ['product', 'price'] },
  { key: '4', groups: ['returns'] },
  { key: '5', groups: ['giftCard'] },
  { key: '6', groups: ['other'] },
] as const satisfies ReadonlyArray<{ key: string; groups: readonly FaqGroup[] }>;

export type FaqTabKey = (typeof FAQ_TABS)[number]['key'];

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'rewards-join',
    group: 'rewards',
    question: { ko: '롯데 플러스 멤버십은 어떻게 가입하나요?', en: 'How do I join the Lotte Plus membership?' },
    answer: {
      ko: '롯데 플러스는 롯데플라자 마켓의 멤버십 프로그램입니다. 멤버십 사이트에서 가입하고 적립한 포인트를 확인하실 수 있습니다.',
      en: 'Lotte Plus is the membership programme of Lotte Plaza Market. You can join, and check the points you have earned, on our rewards site.',
    },
  },
  {
    id: 'rewards-earn',
    group: 'rewards',
    question: { ko: '포인트는 얼마나 적립되나요?', en: 'How many points do I earn?' },
    answer: {
      ko: '세금을 제외한 구매 금액 $1당 1포인트가 적립됩니다. 예를 들어 세전 $42를 구매하시면 42포인트가 적립됩니다.',
      en: 'You earn 1 point for every $1 you spend before tax. For example, a purchase of $42 before tax earns 42 points.',
    },
  },
  {
    id: 'rewards-redeem',
    group: 'rewards',
    question: { ko: '포인트는 어떻게 사용하나요?', en: 'How do I use my points?' },
    answer: {
      ko: '500포인트부터 500포인트 단위로 최대 5,000포인트까지 사용하실 수 있습니다. 500포인트는 $5, 1,000포인트는 $10이며 5,000포인트는 $50입니다.\n\n5,000포인트를 넘는 포인트는 한 번에 더 큰 금액으로 사용되지 않습니다.',
      en: 'You can redeem points from 500, in steps of 500, up to 5,000 points: 500 points are worth $5, 1,000 points $10, and 5,000 points $50.\n\nPoints above 5,000 add no extra value to a redemption.',
    },
  },
  {
    id: 'rewards-expiry',
    group: 'rewards',
    question: { ko: '포인트에 유효기간이 있나요?', en: 'Do my points expire?' },
    answer: {
      ko: '1년 동안 적립이나 사용 내역이 없으면 포인트가 소멸됩니다.',
      en: 'Points expire after 1 year without any activity on your account.',
    },
  },
  {
    id: 'rewards-inactive',
    group: 'rewards',
    question: { ko: '오랫동안 이용하지 않은 계정은 어떻게 되나요?', en: 'What happens to an account I do not use?' },
    answer: {
      ko: '이용하지 않는 계정은 6개월 동안 휴면 상태로 전환된 뒤 삭제됩니다.',
      en: 'An inactive account is paused for 6 months and then deleted.',
    },
  },
  {
    id: 'rewards-missed',
    group: 'rewards',
    question: { ko: '계산할 때 멤버십을 깜빡했어요. 포인트를 받을 수 있나요?', en: 'I forgot to use my membership at the checkout. Can I still get the points?' },
    answer: {
      ko: '네. 적립하지 못한 포인트는 구매일로부터 30일 이내에 신청하실 수 있습니다.',
      en: 'Yes. Points you forgot to collect can be claimed within 30 days of the purchase.',
    },
  },
  {
    id: 'store-where',
    group: 'store',
    question: { ko: '매장은 어디에 있나요?', en: 'Where are your stores?' },
    answer: {
      ko: '메릴랜드 6곳, 버지니아 7곳, 플로리다 3곳, 뉴저지 1곳 등 모두 17개 매장이 있습니다. 매장 안내에서 우편번호로 가장 가까운 매장을 찾으실 수 있습니다.',
      en: 'We have 17 stores: 6 in Maryland, 7 in Virginia, 3 in Florida and 1 in New Jersey. Enter your ZIP code under Store Location to find the one nearest to you.',
    },
  },
  {
    id: 'store-hours',
    group: 'store',
    question: { ko: '영업시간은 어떻게 되나요?', en: 'What are your opening hours?' },
    answer: {
      ko: '대부분의 매장은 오전 9시부터 오후 10시까지 영업하며, 일부 매장은 오전 8시 또는 8시 30분에 문을 엽니다. 실버스프링점은 오후 9시, 리버데일점은 오후 9시 30분에 문을 닫습니다.\n\n매장별 영업시간은 매장 안내에서, 명절 영업시간은 공지사항에서 확인해 주세요.',
      en: 'Most stores are open from 9:00 AM to 10:00 PM, and some open at 8:00 or 8:30 AM. Silver Spring closes at 9:00 PM and Riverdale at 9:30 PM.\n\nEach store’s hours are under Store Location; holiday hours are posted in our announcements.',
    },
  },
  {
    id: 'store-delivery',
    group: 'store',
    question: { ko: '배달 서비스가 있나요?', en: 'Do you deliver?' },
    answer: {
      ko: '죄송하지만 배달 서비스는 제공하지 않습니다. 가까운 매장을 방문해 주세요.',
      en: 'We are sorry: we do not offer home delivery. Please visit one of our stores.',
    },
  },
  {
    id: 'store-food-court',
    group: 'store',
    question: { ko: '매장에 푸드코트가 있나요?', en: 'Do your stores have food courts?' },
    answer: {
      ko: '푸드코트가 있는 매장이 많습니다. 매장 안내에서 매장을 고르시면 푸드코트와 입점 식당을 확인하실 수 있습니다.',
      en: 'Many of our stores have one. Choose a store under Store Location to see its food court and the restaurants in it.',
    },
  },
  {
    id: 'product-range',
    group: 'product',
    question: { ko: '어떤 상품을 판매하나요?', en: 'What do you sell?' },
    answer: {
      ko: '아시안 및 인터내셔널 식품을 중심으로 신선 농산물, 정육, 수산, 가공식품, 생활용품을 판매합니다. 상품 소개 페이지에서 분야별 상품을 살펴보세요.',
      en: 'Asian and international groceries: fresh produce, meat, seafood, packaged groceries and houseware. Our Products page shows each department.',
    },
  },
  {
    id: 'product-fresh',
    group: 'product',
    question: { ko: '신선식품은 어떻게 관리하나요?', en: 'How do you keep fresh food fresh?' },
    answer: {
      ko: '메릴랜드 제섭의 자체 물류센터에서 상품을 매장으로 보냅니다. 물류센터에는 12,000톤 규모의 냉동 시설이 있습니다.',
      en: 'Our own distribution centre in Jessup, Maryland supplies the stores. It has a 12,000-ton freezing system.',
    },
  },
  {
    id: 'product-supplier',
    group: 'product',
    question: { ko: '저희 상품을 롯데플라자 마켓에 납품하고 싶어요.', en: 'I would like to sell my products through Lotte Plaza Market.' },
    answer: {
      ko: '입점 문의 양식에 상품 분야와 내용을 남겨 주시면 담당자가 검토 후 답변드립니다.',
      en: 'Please send us a vendor inquiry with your product category and details; our buyers review it and reply.',
    },
  },
  {
    id: 'price-weekly',
    group: 'price',
    question: { ko: '주간 세일은 언제 바뀌나요?', en: 'When does the weekly sale change?' },
    answer: {
      ko: '주간 세일은 전단에 적힌 시작일부터 7일 동안 진행됩니다. 주간 세일 페이지에서 지역을 고르시면 이번 주 전단을 한국어, 중국어, 베트남어, 인도어판으로 보실 수 있습니다.',
      en: 'Each weekly sale runs for 7 days from the start date on its flyer. Choose your region on the Weekly Sale page to see this week’s flyer in its Korean, Chinese, Vietnamese and Indian editions.',
    },
  },
  {
    id: 'price-regions',
    group: 'price',
    question: { ko: '세일 가격은 모든 매장이 같나요?', en: 'Are sale prices the same in every store?' },
    answer: {
      ko: '주간 세일은 메릴랜드, 버지니아, 플로리다, 뉴저지 지역별로 따로 나옵니다. 스페셜 딜도 매장이나 지역마다 다를 수 있으니 행사 내용을 확인해 주세요.',
      en: 'The weekly sale is published for each region: Maryland, Virginia, Florida and New Jersey. Special deals can also differ by store or region, so please check each deal.',
    },
  },
  {
    id: 'price-deals',
    group: 'price',
    question: { ko: '스페셜 딜은 무엇인가요?', en: 'What are special deals?' },
    answer: {
      ko: '스페셜 딜은 매장 이벤트와 기간 한정 특가입니다. 딜마다 행사 기간이 적혀 있으며, 지역과 검색어로 찾아보실 수 있습니다.',
      en: 'Special deals are store events and limited-time offers. Each deal shows its period, and you can look them up by region or keyword.',
    },
  },
  {
    id: 'returns-policy',
    group: 'returns',
    question: { ko: '반품이나 교환이 가능한가요?', en: 'Can I return or exchange an item?' },
    answer: {
      ko: '구매일로부터 30일 이내에 반품 및 교환하실 수 있습니다.',
      en: 'Yes, within 30 days of the purchase.',
    },
  },
  {
    id: 'returns-groceries',
    group: 'returns',
    question: { ko: '식료품도 반품할 수 있나요?', en: 'Can I return groceries?' },
    answer: {
      ko: '식료품은 개봉하지 않은 상품만 반품하실 수 있습니다.',
      en: 'Groceries can be returned only if they are unopened.',
    },
  },
  {
    id: 'returns-electronics',
    group: 'returns',
    question: { ko: '전자제품 반품 조건은 무엇인가요?', en: 'What about electronics?' },
    answer: {
      ko: '전자제품은 사용하지 않은 상태로 원래 포장에 들어 있어야 반품하실 수 있습니다.',
      en: 'Electronics must be unused and in their original packaging.',
    },
  },
  {
    id: 'returns-no-receipt',
    group: 'returns',
    question: { ko: '영수증이 없어도 반품할 수 있나요?', en: 'Can I return an item without a receipt?' },
    answer: {
      ko: '영수증이 없으면 최근 30일 중 가장 낮은 판매 가격으로 스토어 크레딧을 드립니다.',
      en: 'Without a receipt we give store credit at the lowest sale price of the last 30 days.',
    },
  },
  {
    id: 'gift-amounts',
    group: 'giftCard',
    question: { ko: '기프트 카드는 얼마짜리가 있나요?', en: 'What gift card amounts are there?' },
    answer: {
      ko: '$10, $20, $50, $100 네 가지 금액이 있습니다.',
      en: 'Gift cards come in $10, $20, $50 and $100.',
    },
  },
  {
    id: 'gift-expiry',
    group: 'giftCard',
    question: { ko: '기프트 카드에 유효기간이 있나요?', en: 'Do gift cards expire?' },
    answer: {
      ko: '아니요. 기프트 카드는 유효기간이 없습니다.',
      en: 'No. Our gift cards never expire.',
    },
  },
  {
    id: 'gift-where',
    group: 'giftCard',
    question: { ko: '기프트 카드를 쓸 수 없는 곳이 있나요?', en: 'Where can I not use a gift card?' },
    answer: {
      ko: '매장 안의 푸드코트와 입점 매장에서는 기프트 카드를 사용하실 수 없습니다.',
      en: 'Gift cards cannot be used in the food courts or at the tenant stores inside our markets.',
    },
  },
  {
    id: 'other-feedback',
    group: 'other',
    question: { ko: '의견이나 문의는 어디로 보내나요?', en: 'How can I send feedback or a question?' },
    answer: {
      ko: '고객 문의 양식으로 보내 주세요. 보내실 때 입력한 이메일과 비밀번호로 나의 문의 내역에서 답변을 확인하실 수 있습니다.',
      en: 'Please write to us through the contact form. You can read our answer under My Q&A with the email and password you entered.',
    },
  },
  {
    id: 'other-jobs',
    group: 'other',
    question: { ko: '롯데플라자 마켓에서 일하고 싶어요.', en: 'I would like to work at Lotte Plaza Market.' },
    answer: {
      ko: '매장, 본사, 물류센터의 채용 공고를 채용 페이지에서 확인하고 바로 지원하실 수 있습니다.',
      en: 'Our careers page lists the openings at our stores, head office and warehouse, and you can apply there.',
    },
  },
  {
    id: 'other-online',
    group: 'other',
    question: { ko: '온라인으로 주문할 수 있나요?', en: 'Can I order online?' },
    answer: {
      ko: '온라인 주문과 배달은 제공하지 않습니다. 주간 세일과 스페셜 딜을 확인하시고 매장을 방문해 주세요.',
      en: 'We do not take online orders or deliver. Check the weekly sale and special deals, then visit a store.',
    },
  },
];

/** The tab a key names (All for anything else). */
export const faqTab = (key: string | undefined) => FAQ_TABS.find((tab) => tab.key === key) ?? FAQ_TABS[0];

/** The questions of a tab, in their groups' order. */
export function faqEntriesOf(groups: readonly FaqGroup[]): FaqEntry[] {
  return FAQ_ENTRIES.filter((entry) => groups.includes(entry.group));
}
