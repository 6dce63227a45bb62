import type { Store, StoreDetails, StoreIdentity, WeekHours } from '@/lib/stores/store';

/**
 * Every store and the two Jessup distributor sites (spec section 3), from
 * shared/content/store-facts.md: who each is (STORES), and the details staff keep up to date in
 * the back office as they were first published (FIRST_STORES, whose details are the
 * `store_details` rows a new database starts with: lib/server/db/store-details-fill.ts). Pages
 * read the stores as they are now, from the database (lib/server/services/stores.ts). Where a fact is not known yet the
 * value cannot be mistaken for a real one: phone numbers in the reserved 555-01xx range, a street
 * address left as the town, coordinates at the town's centre, and the spec's typical hours.
 */

/**
 * Stores the weekly ads do not apply at (spec: Silver Spring is excluded from all weekly ads,
 * Herndon from all weekly ads including the India, Pakistan & Nepal ad).
 */
export const WEEKLY_AD_EXCLUSIONS: Readonly<Record<string, 'all' | 'allAndIndian'>> = {
  'silver-spring-md': 'all',
  'herndon-va': 'allAndIndian',
};

const time = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
const everyDay = (open: string, close: string): WeekHours => {
  const day = { open: time(open), close: time(close) };
  return [day, day, day, day, day, day, day];
};

interface StoreInput extends Omit<Store, 'week' | 'distributor' | 'photoSet' | 'photos' | 'infoTitle' | 'infoTitleEng' | 'info' | 'infoEng' | 'foodList' | 'foodListEng' | 'snack'> {
  distributor?: boolean;
  photoSet?: 1 | 2;
  open?: string;
  close?: string;
  info?: [string, string, string, string];
  foodList?: string[];
  foodListEng?: string[];
  snack?: boolean;
}

/** A store's photo files: its own folder, numbered as the spec numbers them. */
export const storePhotos = (slug: string, photoSet: 1 | 2) => Array.from({ length: 5 }, (_, i) => `/stores/${slug}/photo-${String(i + 1 + (photoSet === 2 ? 5 : 0)).padStart(2, '0')}.webp`);

function store(input: StoreInput): { identity: StoreIdentity; details: StoreDetails } {
  const { open = '9:00', close = '22:00', info, foodList = [], foodListEng = [], snack = false, distributor = false, photoSet = 1 } = input;
  const { slug, state, locationCode, cityCode, city, cityEng, title, titleEng, opened, eventId } = input;
  const { address, zipcode, tel, food, lat, lng } = input;
  return {
    identity: {
      slug, state, locationCode, cityCode, city, cityEng, title, titleEng,
      infoTitle: info?.[0] ?? '',
      infoTitleEng: info?.[1] ?? '',
      info: info?.[2] ?? '',
      infoEng: info?.[3] ?? '',
      distributor,
      photoSet,
      ...(opened ? { opened } : {}),
      ...(eventId ? { eventId } : {}),
    },
    details: { address, zipcode, tel, week: everyDay(open, close), food, foodList, foodListEng, snack, lat, lng, photos: storePhotos(slug, photoSet) },
  };
}

// Spec section 9: the distribution center is 250,000 sq ft with a 12,000-ton freezing system;
// its second site is about 130,000 sq ft.
const DISTRIBUTOR_INFO: [string, string, string, string] = [
  '성원 디스트리뷰터 물류센터',
  'Sungwon Distributor distribution center',
  '롯데플라자 마켓 전 매장에 신선식품과 식료품을 공급하는 물류센터입니다. 250,000 sq ft 규모의 센터와 12,000톤 규모의 냉동 시설을 갖추고 있습니다. 매장이 아니므로 일반 고객 판매는 하지 않습니다.',
  'The distribution center that supplies fresh and grocery items to every Lotte Plaza Market store, with 250,000 sq ft of space and a 12,000-ton freezing system. It is not a store and does not sell to shoppers.',
];
const SECOND_DISTRIBUTOR_INFO: [string, string, string, string] = [
  '성원 디스트리뷰터 제2 물류센터',
  'Sungwon Distributor, second site',
  '약 130,000 sq ft 규모의 두 번째 물류센터로, 제섭의 본 센터와 함께 롯데플라자 마켓 전 매장에 상품을 공급합니다. 매장이 아니므로 일반 고객 판매는 하지 않습니다.',
  'The second distribution site, about 130,000 sq ft, which supplies every Lotte Plaza Market store together with the main center in Jessup. It is not a store and does not sell to shoppers.',
];

const SOURCES = [
  store({
    slug: 'ellicott-city-md', state: 'MD', locationCode: 1, cityCode: 1, city: '엘리콧시티', cityEng: 'Ellicott City',
    title: '엘리콧시티점', titleEng: 'Ellicott City', address: '8801 Baltimore National Pike, Ellicott City, MD 21043', zipcode: '21043',
    tel: '410-555-0101', lat: 39.2853, lng: -76.8302, food: true,
    foodList: ['일식', '스시', '한식', '베이커리'], foodListEng: ['Japanese', 'Sushi', 'Korean', 'Bakery'],
    info: ['1999년부터 하워드 카운티와 함께', 'Serving Howard County since 1999', 'US-40과 US-29가 만나는 곳의 40,000 sq ft 매장으로, 일식·스시·한식 코너와 베이커리가 있는 푸드코트를 갖추고 있습니다.', 'A 40,000 sq ft store where US-40 meets US-29, with a food court of Japanese, sushi and Korean counters and a bakery.'],
  }),
  store({
    slug: 'catonsville-md', state: 'MD', locationCode: 1, cityCode: 2, city: '캐턴스빌', cityEng: 'Catonsville',
    title: '캐턴스빌점', titleEng: 'Catonsville', address: '6600 Baltimore National Pike, Catonsville, MD 21228', zipcode: '21228',
    tel: '410-555-0102', lat: 39.2795, lng: -76.7435, food: true,
    info: ['원 마일 웨스트 쇼핑센터의 대형 매장', 'A large store in One Mile West Shopping Center', '2012년에 문을 연 46,000 sq ft 규모의 매장으로, 푸드코트를 함께 운영합니다.', 'A 46,000 sq ft store opened in 2012, with a food court.'],
  }),
  store({
    slug: 'silver-spring-md', state: 'MD', locationCode: 1, cityCode: 3, city: '실버스프링', cityEng: 'Silver Spring',
    title: '실버스프링점', titleEng: 'Silver Spring', address: 'Silver Spring, MD 20910', zipcode: '20910',
    tel: '301-555-0103', lat: 38.9907, lng: -77.0261, food: false, close: '21:00',
    info: ['롯데플라자의 시작', 'Where Lotte Plaza began', '1989년 롯데플라자 마켓의 첫 매장이 문을 연 지역입니다. 실버스프링점은 주간 광고 행사에서 제외됩니다.', 'The area where Lotte Plaza Market opened its first store in 1989. The Silver Spring store is excluded from the weekly ads.'],
  }),
  store({
    slug: 'rockville-md', state: 'MD', locationCode: 1, cityCode: 4, city: '락빌', cityEng: 'Rockville',
    title: '락빌점', titleEng: 'Rockville', address: 'Veirs Mill Rd (Twinbrook), Rockville, MD 20851', zipcode: '20851',
    tel: '301-555-0104', lat: 39.0676, lng: -77.1187, food: false,
    info: ['트윈브룩의 이웃 마켓', 'The neighborhood market of Twinbrook', '2016년 트윈브룩에 문을 연 매장으로, 몽고메리 카운티 고객을 맞이합니다.', 'Opened in Twinbrook in 2016, serving Montgomery County shoppers.'],
  }),
  store({
    slug: 'gaithersburg-md', state: 'MD', locationCode: 1, cityCode: 5, city: '게이더스버그', cityEng: 'Gaithersburg',
    title: '게이더스버그점', titleEng: 'Gaithersburg', address: 'Gaithersburg, MD 20877', zipcode: '20877',
    tel: '301-555-0105', lat: 39.1434, lng: -77.2014, food: false,
    info: ['업카운티의 신선한 장보기', 'Fresh groceries for Upcounty', '몽고메리 카운티 북부 고객을 위한 매장입니다.', 'Our store for shoppers in upper Montgomery County.'],
  }),
  store({
    slug: 'riverdale-md', state: 'MD', locationCode: 1, cityCode: 6, city: '리버데일', cityEng: 'Riverdale',
    title: '리버데일점', titleEng: 'Riverdale', address: '5821 Riverdale Rd, Riverdale, MD 20737', zipcode: '20737',
    tel: '301-699-7508', lat: 38.9639, lng: -76.9115, food: false, close: '21:30',
    info: ['프린스조지스 카운티의 롯데플라자', 'Lotte Plaza in Prince George’s County', '리버데일 로드에 있는 매장으로, 다양한 국제 식품을 만나실 수 있습니다.', 'Our store on Riverdale Road, with groceries from around the world.'],
  }),
  store({
    slug: 'annandale-va', state: 'VA', locationCode: 2, cityCode: 7, city: '애넌데일', cityEng: 'Annandale',
    title: '애넌데일점', titleEng: 'Annandale', address: 'Ravensworth Shopping Center, Braddock Rd & Port Royal Rd, Annandale, VA 22003', zipcode: '22003',
    tel: '703-555-0107', lat: 38.8140, lng: -77.2143, food: false, open: '8:30',
    info: ['래번스워스 쇼핑센터', 'Ravensworth Shopping Center', '2015년 브래덕 로드와 포트 로열 로드가 만나는 곳에 문을 열었습니다.', 'Opened in 2015 at Braddock Road and Port Royal Road.'],
  }),
  store({
    slug: 'ashburn-va', state: 'VA', locationCode: 2, cityCode: 8, city: '애쉬번', cityEng: 'Ashburn',
    title: '애쉬번점', titleEng: 'Ashburn', address: 'Ashburn, VA 20147', zipcode: '20147',
    tel: '571-555-0108', lat: 39.0438, lng: -77.4874, food: false,
    info: ['라우던 카운티의 매장', 'Our store in Loudoun County', '애쉬번과 인근 지역 고객을 위한 매장입니다.', 'Serving shoppers in Ashburn and nearby.'],
  }),
  store({
    slug: 'herndon-va', state: 'VA', locationCode: 2, cityCode: 9, city: '헌던', cityEng: 'Herndon',
    title: '헌던점', titleEng: 'Herndon', address: 'Herndon, VA 20170', zipcode: '20170',
    tel: '703-555-0109', lat: 38.9696, lng: -77.3861, food: false,
    info: ['헌던의 국제 식품 매장', 'International groceries in Herndon', '헌던점은 인도·파키스탄·네팔 광고를 포함한 모든 주간 광고에서 제외됩니다.', 'The Herndon store is excluded from all weekly ads, including the India, Pakistan & Nepal ad.'],
  }),
  store({
    slug: 'centreville-va', state: 'VA', locationCode: 2, cityCode: 10, city: '센터빌', cityEng: 'Centreville',
    title: '센터빌점', titleEng: 'Centreville', address: 'Centreville, VA 20120', zipcode: '20120',
    tel: '703-555-0110', lat: 38.8404, lng: -77.4289, food: false, open: '8:00',
    info: ['센터빌의 이른 아침 장보기', 'Early mornings in Centreville', '오전 8시부터 문을 여는 매장입니다.', 'This store opens at 8:00 am.'],
  }),
  store({
    slug: 'chantilly-va', state: 'VA', locationCode: 2, cityCode: 11, city: '샹티이', cityEng: 'Chantilly',
    title: '샹티이점', titleEng: 'Chantilly', address: 'Chantilly, VA 20151', zipcode: '20151',
    tel: '703-555-0111', lat: 38.8943, lng: -77.4311, food: false,
    info: ['가장 큰 매장 중 하나', 'One of our largest stores', '넓은 매장에서 다양한 아시아·국제 식품을 만나보세요.', 'A wide range of Asian and international groceries in one of our largest stores.'],
  }),
  store({
    slug: 'sterling-va', state: 'VA', locationCode: 2, cityCode: 12, city: '스털링', cityEng: 'Sterling',
    title: '스털링점', titleEng: 'Sterling', address: '30 Pidgeon Hill Dr, Sterling, VA 20165', zipcode: '20165',
    tel: '703-555-0112', lat: 39.0224, lng: -77.3924, food: true, opened: '2023-05-26',
    foodList: ['베이커리', '치킨', '한식', '중식', '일식', '분식', '음료'], foodListEng: ['Bakery', 'Chicken', 'Korean', 'Chinese', 'Japanese', 'Snack foods', 'Drinks'],
    info: ['컨트리사이드 마켓플레이스의 "시장" 푸드코트', 'The "Sijang Market" food court at Countryside Marketplace', '2023년 문을 연 47,000 sq ft 매장으로, 시장 푸드코트에서 베이커리부터 한식, 중식, 일식까지 즐기실 수 있습니다.', 'A 47,000 sq ft store opened in 2023; its Sijang Market food court serves everything from bakery to Korean, Chinese and Japanese dishes.'],
  }),
  store({
    slug: 'henrico-va', state: 'VA', locationCode: 2, cityCode: 13, city: '헨라이코(리치먼드)', cityEng: 'Henrico (Richmond)',
    title: '헨라이코점', titleEng: 'Henrico', address: '7801 W Broad St, Henrico, VA 23294', zipcode: '23294',
    tel: '804-555-0113', lat: 37.6520, lng: -77.5866, food: true, opened: '2024-05-10',
    foodList: ['한식 BBQ·후라이드 치킨', '버블티', '한식', '일식'], foodListEng: ['Korean BBQ & fried chicken', 'Bubble tea', 'Korean', 'Japanese'],
    info: ['리치먼드의 올드 타운 쇼핑센터', 'Olde Towne Shopping Center in Richmond', '2024년 문을 연 45,000 sq ft 매장으로, 한식 BBQ와 버블티가 있는 푸드코트를 운영합니다.', 'A 45,000 sq ft store opened in 2024, with a food court of Korean BBQ, fried chicken and bubble tea.'],
  }),
  store({
    slug: 'edison-nj', state: 'NJ', locationCode: 4, cityCode: 14, city: '에디슨', cityEng: 'Edison',
    title: '에디슨점', titleEng: 'Edison', address: '1185 Amboy Ave, Edison, NJ 08837', zipcode: '08837',
    tel: '732-555-0114', lat: 40.5134, lng: -74.3362, food: true,
    info: ['타노몰의 뉴저지 매장', 'Our New Jersey store at Tano Mall', '2019년 문을 연 약 55,000 sq ft 규모의 매장으로, 푸드코트를 함께 운영합니다.', 'About 55,000 sq ft, opened in 2019, with a food court.'],
  }),
  store({
    slug: 'orlando-fl', state: 'FL', locationCode: 3, cityCode: 15, city: '올랜도', cityEng: 'Orlando',
    title: '올랜도점', titleEng: 'Orlando', address: '3191 W Colonial Dr, Orlando, FL 32808', zipcode: '32808',
    tel: '407-555-0115', lat: 28.5526, lng: -81.4197, food: true, opened: '2019-02-01',
    foodList: ['한식', '일식', '중식'], foodListEng: ['Korean', 'Japanese', 'Chinese'],
    info: ['플로리다 첫 매장', 'Our first Florida store', '2019년 문을 연 64,000 sq ft 규모의 매장으로, 한식·일식·중식 푸드코트가 있습니다.', 'A 64,000 sq ft store opened in 2019, with Korean, Japanese and Chinese food counters.'],
  }),
  store({
    slug: 'tampa-fl', state: 'FL', locationCode: 3, cityCode: 16, city: '탬파', cityEng: 'Tampa',
    title: '탬파점', titleEng: 'Tampa', address: '17605 Bruce B. Downs Blvd, Tampa, FL 33647', zipcode: '33647',
    tel: '813-555-0116', lat: 28.1390, lng: -82.3522, food: true, opened: '2023-11-03',
    foodList: ['베이커리', '버블티', '후라이드 치킨', '두부·BBQ', '떡볶이'], foodListEng: ['Bakery', 'Bubble tea', 'Fried chicken', 'Tofu & BBQ', 'Tteokbokki'],
    info: ['뉴 탬파의 "이터리 시장"', '"Eatery Sijang" in New Tampa', '2023년 문을 연 49,000 sq ft 매장으로, 이터리 시장 푸드코트를 운영합니다.', 'A 49,000 sq ft store opened in 2023, home of the Eatery Sijang food court.'],
  }),
  store({
    slug: 'jacksonville-fl', state: 'FL', locationCode: 3, cityCode: 17, city: '잭슨빌', cityEng: 'Jacksonville',
    title: '잭슨빌점', titleEng: 'Jacksonville', address: '9355 Atlantic Blvd, Jacksonville, FL 32225', zipcode: '32225',
    tel: '904-555-0117', lat: 30.3233, lng: -81.5466, food: true, snack: true, eventId: 38, opened: '2025-09-12',
    // Seven restaurants at opening (Florida Times-Union, 2025-09): the kinds the press named.
    foodList: ['프렌치 아시안 베이커리 카페', '아시아 디저트', '로스트 미트', '일본 길거리 음식', '한식'],
    foodListEng: ['French-Asian bakery café', 'Asian desserts', 'Roasted meats', 'Japanese street food', 'Korean'],
  }),
  store({
    slug: 'jessup-distributor-1', state: 'MD', locationCode: 1, cityCode: 19, city: '제섭', cityEng: 'Jessup',
    title: '성원 디스트리뷰터 1', titleEng: 'Sungwon Distributor 1', address: 'Jessup, MD 20794', zipcode: '20794',
    tel: '410-555-0118', lat: 39.1490, lng: -76.7750, food: false, open: '7:30', close: '17:30', info: DISTRIBUTOR_INFO, distributor: true,
  }),
  store({
    slug: 'jessup-distributor-2', state: 'MD', locationCode: 1, cityCode: 19, city: '제섭', cityEng: 'Jessup',
    title: '성원 디스트리뷰터 2', titleEng: 'Sungwon Distributor 2', address: 'Jessup, MD 20794', zipcode: '20794',
    tel: '410-555-0119', lat: 39.1420, lng: -76.7630, food: false, open: '7:30', close: '17:30', info: SECOND_DISTRIBUTOR_INFO, distributor: true, photoSet: 2,
  }),
];

/** Every store and distributor site, in the spec's order. */
export const STORES: readonly StoreIdentity[] = SOURCES.map((source) => source.identity);

/** Each one with its details as first published: the database's first rows, the demo's, the drawn maps' and photos'. */
export const FIRST_STORES: readonly Store[] = SOURCES.map((source) => ({ ...source.identity, ...source.details }));

export function storeBySlug(slug: string): StoreIdentity | undefined {
  return STORES.find((s) => s.slug === slug);
}
