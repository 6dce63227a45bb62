/**
 * The Products page's copy, bundled (spec: Products; spec section 9 for the company figures).
 * Demo wording and demo private-label brands for the company to replace; pictures are the
 * Fluent Emoji renders in public/images/food/.
 */
export interface Text {
  ko: string;
  en: string;
}

export interface ProductItem {
  name: Text;
  text: Text;
  picture: string;
}

export interface Brand {
  key: string;
  name: Text;
  text: Text;
  /** Spec section 9: two brand carousels do not turn by themselves. */
  autoplay: boolean;
  products: ReadonlyArray<{ name: Text; picture: string }>;
}

export interface ProductTab {
  /** The tab number of `?tab=` and the vendor form's category (lib/content/codes.ts). */
  tab: 1 | 2 | 3 | 4 | 5;
  slogan: Text;
  visual: readonly string[];
  intro: ReadonlyArray<{ title: Text; text: Text }>;
  features?: ReadonlyArray<{ title: Text; text: Text; picture: string }>;
  items?: readonly ProductItem[];
  brands?: readonly Brand[];
  /** Houseware: pictures with captions instead of a carousel. */
  gallery?: ReadonlyArray<{ name: Text; picture: string }>;
}

const t = (ko: string, en: string): Text => ({ ko, en });
const item = (ko: string, en: string, textKo: string, textEn: string, picture: string): ProductItem => ({ name: t(ko, en), text: t(textKo, textEn), picture });
const product = (ko: string, en: string, picture: string) => ({ name: t(ko, en), picture });

export const PRODUCT_TABS: readonly ProductTab[] = [
  {
    tab: 1,
    slogan: t('매일 아침, 밭에서 매장으로', 'From the farm to our stalls, every morning'),
    visual: ['watermelon', 'leafy-greens', 'strawberry', 'mango'],
    intro: [
      {
        title: t('신선함은 매일 새로 들어옵니다', 'Freshness arrives every day'),
        text: t(
          '롯데플라자 마켓의 농산물 코너에는 매일 아침 새 상품이 들어옵니다. 한국과 아시아 요리에 꼭 필요한 채소부터 세계 각지의 제철 과일까지, 가장 좋은 상태로 골라 진열합니다.',
          'New produce reaches our stores every morning. From the vegetables Korean and Asian cooking depends on to seasonal fruit from around the world, we pick it and shelve it at its best.',
        ),
      },
    ],
    features: [
      { title: t('매일 입고', 'Delivered daily'), text: t('물류센터에서 매장까지 매일 아침 배송합니다.', 'Our distribution centre restocks every store every morning.'), picture: 'basket' },
      { title: t('아시아 채소', 'Asian vegetables'), text: t('배추, 무, 깻잎, 청경채처럼 찾기 어려운 채소도 늘 갖춥니다.', 'Napa cabbage, radish, perilla and bok choy, always in stock.'), picture: 'leafy-greens' },
      { title: t('제철 과일', 'Fruit in season'), text: t('망고, 배, 감, 딸기 등 제철 과일을 가장 맛있을 때 만나보세요.', 'Mangoes, pears, persimmons and strawberries when they taste best.'), picture: 'mango' },
    ],
    items: [
      item('수박', 'Watermelon', '달고 시원한 여름의 맛', 'Sweet, cool and juicy', 'watermelon'),
      item('깻잎', 'Perilla leaves', '쌈과 장아찌에 좋은 향긋한 잎', 'Fragrant leaves for wraps and pickles', 'herb'),
      item('망고', 'Mangoes', '잘 익은 애플망고와 아타울포 망고', 'Ripe Ataulfo and Tommy Atkins mangoes', 'mango'),
      item('딸기', 'Strawberries', '새콤달콤한 제철 딸기', 'Sweet, bright berries in season', 'strawberry'),
      item('배추', 'Napa cabbage', '김장과 겉절이를 위한 속이 꽉 찬 배추', 'Firm heads for kimchi and quick salads', 'leafy-greens'),
      item('마늘', 'Garlic', '통마늘과 깐마늘 모두 준비했습니다', 'Whole bulbs and peeled cloves', 'garlic'),
      item('사과', 'Apples', '아삭한 후지와 허니크리스프', 'Crisp Fuji and Honeycrisp', 'apple'),
    ],
  },
  {
    tab: 2,
    slogan: t('식탁 위의 요리에 맞춰 손질한 고기', 'Cut for the dish you are cooking'),
    visual: ['steak', 'meat-on-bone', 'bacon', 'chicken-leg'],
    intro: [
      {
        title: t('요리에 맞춘 정육', 'A butcher for Asian cooking'),
        text: t(
          '불고기용 얇은 등심, 갈비용 LA갈비, 구이용 삼겹살처럼 요리에 맞게 손질한 고기를 준비합니다. 원하는 두께와 양은 정육 코너 직원에게 말씀해 주세요.',
          'Thin ribeye for bulgogi, LA galbi for the grill, pork belly for samgyeopsal: our meat is cut for the dishes you cook. Ask our butchers for the thickness and amount you need.',
        ),
      },
      {
        title: t('180,000 sq ft 물류센터에서', 'From our 180,000 sq ft distribution centre'),
        text: t(
          '대형 냉장·냉동 시설을 갖춘 물류센터에서 매장까지 온도를 지키며 배송합니다.',
          'Kept cold all the way from our distribution centre, with its large chilled and freezing system, to your store.',
        ),
      },
    ],
    items: [
      item('소고기 등심', 'Ribeye', '불고기와 구이용', 'For bulgogi and the grill', 'steak'),
      item('삼겹살', 'Pork belly', '두께별로 골라 담는 구이용 삼겹살', 'Sliced thick or thin for samgyeopsal', 'bacon'),
      item('LA갈비', 'LA galbi', '양념하기 좋은 뼈갈비', 'Cross-cut short ribs for marinating', 'meat-on-bone'),
      item('닭고기', 'Chicken', '닭다리, 날개, 통닭', 'Thighs, wings and whole birds', 'chicken-leg'),
      item('샤브샤브용 고기', 'Hot pot slices', '전골과 샤브샤브용 얇은 고기', 'Paper-thin slices for hot pot', 'hot-pot'),
      item('소시지', 'Sausages', '아침 식사와 도시락 반찬으로', 'For breakfast and lunch boxes', 'sausage'),
    ],
  },
  {
    tab: 3,
    slogan: t('바다에서 온 그대로', 'As fresh as the sea'),
    visual: ['fish', 'shrimp', 'crab', 'lobster'],
    intro: [
      {
        title: t('매일 채우는 수산 코너', 'A seafood counter restocked daily'),
        text: t(
          '고등어, 조기, 갈치 같은 생선부터 새우, 게, 굴, 오징어까지. 손질이 필요하면 수산 코너에서 무료로 손질해 드립니다.',
          'Mackerel, croaker and hairtail, shrimp, crab, oysters and squid. Our fishmongers clean and cut your fish at no charge.',
        ),
      },
    ],
    items: [
      item('새우', 'Shrimp', '생새우와 냉동 새우', 'Fresh and frozen', 'shrimp'),
      item('고등어', 'Mackerel', '구이와 조림에 좋은 고등어', 'For grilling and braising', 'fish'),
      item('꽃게', 'Blue crab', '꽃게탕과 게장용', 'For spicy stew and soy-marinated crab', 'crab'),
      item('랍스터', 'Lobster', '특별한 날을 위한 랍스터', 'For a special dinner', 'lobster'),
      item('오징어', 'Squid', '볶음과 튀김용 오징어', 'For stir-fries and fritters', 'squid'),
      item('굴', 'Oysters', '굴전과 굴국밥용 신선한 굴', 'For pancakes and rice soup', 'oyster'),
    ],
  },
  {
    tab: 4,
    slogan: t('세계의 부엌을 한 곳에', 'The world\'s pantry in one aisle'),
    visual: ['ramen', 'rice', 'jar', 'dumpling'],
    intro: [
      {
        title: t('한국, 아시아, 그리고 세계의 식료품', 'Groceries from Korea, Asia and beyond'),
        text: t(
          '라면과 쌀, 장류와 소스, 냉동식품과 과자까지 수천 가지 식료품을 갖추고 있습니다. 롯데플라자만의 자체 브랜드도 만나보세요.',
          'Thousands of groceries: ramen and rice, pastes and sauces, frozen food and snacks. And our own brands, only at Lotte Plaza.',
        ),
      },
    ],
    items: [
      item('라면', 'Ramen', '한국과 아시아의 인기 라면', 'Favourites from Korea and Asia', 'ramen'),
      item('쌀', 'Rice', '단립종부터 자스민 쌀까지', 'Short grain to jasmine', 'rice'),
      item('장류와 소스', 'Pastes and sauces', '고추장, 된장, 간장', 'Gochujang, doenjang, soy sauce', 'jar'),
      item('냉동 만두', 'Frozen dumplings', '찐만두, 군만두, 물만두', 'For steaming, frying or soup', 'dumpling'),
      item('통조림', 'Canned food', '참치와 햄, 과일 통조림', 'Tuna, ham and fruit', 'canned-food'),
      item('김밥과 주먹밥', 'Kimbap and rice balls', '매장에서 바로 만든 간편식', 'Made fresh in store', 'rice-ball'),
      item('차', 'Tea', '녹차, 보리차, 유자차', 'Green, barley and citron tea', 'green-tea'),
    ],
    brands: [
      {
        key: 'kitchen',
        name: t('플라자 키친', 'Plaza Kitchen'),
        text: t('매장에서 만드는 반찬과 간편식', 'Side dishes and ready meals made in our stores'),
        autoplay: true,
        products: [product('김치', 'Kimchi', 'jar'), product('만두', 'Dumplings', 'dumpling'), product('도시락', 'Lunch box', 'bento'), product('카레', 'Curry', 'curry'), product('주먹밥', 'Rice ball', 'rice-ball'), product('전골', 'Hot pot kit', 'hot-pot')],
      },
      {
        key: 'grain',
        name: t('골든 그레인', 'Golden Grain'),
        text: t('쌀과 잡곡, 곡물 과자', 'Rice, mixed grains and rice snacks'),
        autoplay: false,
        products: [product('백미', 'White rice', 'rice'), product('현미', 'Brown rice', 'rice-plant'), product('쌀과자', 'Rice crackers', 'rice-cracker'), product('누룽지', 'Scorched rice', 'cereal-bowl'), product('떡', 'Rice cakes', 'dango'), product('주먹밥용 쌀', 'Rice for rice balls', 'rice-ball')],
      },
      {
        key: 'sea',
        name: t('씨 플라자', 'Sea Plaza'),
        text: t('냉동·건조 수산물', 'Frozen and dried seafood'),
        autoplay: true,
        products: [product('냉동 새우', 'Frozen shrimp', 'shrimp'), product('손질 고등어', 'Mackerel fillets', 'fish'), product('오징어채', 'Dried squid', 'squid'), product('새우튀김', 'Shrimp tempura', 'fried-shrimp'), product('냉동 꽃게', 'Frozen crab', 'crab'), product('굴', 'Oysters', 'oyster')],
      },
      {
        key: 'sauce',
        name: t('서울 소스', 'Seoul Sauce'),
        text: t('장류, 양념, 소스', 'Pastes, seasonings and sauces'),
        autoplay: false,
        products: [product('고추장', 'Gochujang', 'jar'), product('고춧가루', 'Chilli flakes', 'hot-pepper'), product('다진 마늘', 'Minced garlic', 'garlic'), product('소금', 'Sea salt', 'salt'), product('꿀', 'Honey', 'honey'), product('불고기 양념', 'Bulgogi marinade', 'steak')],
      },
      {
        key: 'tea',
        name: t('티 하우스', 'Tea House'),
        text: t('차와 음료', 'Tea and drinks'),
        autoplay: true,
        products: [product('녹차', 'Green tea', 'green-tea'), product('버블티', 'Bubble tea', 'bubble-tea'), product('보리차', 'Barley tea', 'teapot'), product('주스', 'Juice', 'juice-box'), product('커피', 'Coffee', 'coffee'), product('아이스티', 'Iced tea', 'cup-with-straw')],
      },
      {
        key: 'snacks',
        name: t('플라자 스낵', 'Plaza Snacks'),
        text: t('과자와 간식', 'Snacks and sweets'),
        autoplay: true,
        products: [product('쿠키', 'Cookies', 'cookie'), product('초콜릿', 'Chocolate', 'chocolate'), product('사탕', 'Candy', 'candy'), product('프레첼', 'Pretzels', 'pretzel'), product('경단', 'Rice dumplings', 'dango'), product('쌀과자', 'Rice crackers', 'rice-cracker')],
      },
    ],
  },
  {
    tab: 5,
    slogan: t('부엌에 필요한 모든 것', 'Everything for your kitchen'),
    visual: ['frying-pan', 'shallow-pan', 'chopsticks', 'teapot'],
    intro: [
      {
        title: t('아시아 요리를 위한 주방용품', 'Kitchenware for Asian cooking'),
        text: t(
          '돌솥과 전골냄비, 수저와 그릇, 김치통과 밀폐용기까지. 매일 쓰는 주방용품과 생활용품을 합리적인 가격에 준비했습니다.',
          'Stone pots and hot pot pans, spoons, chopsticks and bowls, kimchi containers and storage jars: the kitchen and household things you use every day, at fair prices.',
        ),
      },
    ],
    gallery: [
      { name: t('프라이팬', 'Frying pans'), picture: 'frying-pan' },
      { name: t('전골냄비', 'Hot pot pans'), picture: 'shallow-pan' },
      { name: t('조리용 칼', 'Kitchen knives'), picture: 'knife' },
      { name: t('수저', 'Spoons and chopsticks'), picture: 'chopsticks' },
      { name: t('밀폐용기', 'Storage jars'), picture: 'jar' },
      { name: t('주방 세제와 수세미', 'Dish soap and sponges'), picture: 'sponge' },
    ],
  },
];

export const productTab = (tab: number) => PRODUCT_TABS.find((entry) => entry.tab === tab);
