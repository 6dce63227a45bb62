import type { Edition } from '@/lib/sale/items';

const REGIONS_EN: Record<number, string> = { 1: 'Maryland', 2: 'Virginia', 3: 'Florida', 4: 'New Jersey' };

/** What an edition says, in its own language and script (with English beside it where shoppers expect it). */
interface EditionText {
  heading: string;
  label: string;
  /** The region's name in the edition's language (1 Maryland … 4 New Jersey). */
  place: Record<number, string>;
  footer: (place: string, week: string, excluded: boolean) => string;
}


export const EDITION_TEXT: Record<Edition, EditionText> = {
  korean: {
    heading: '주간 세일 WEEKLY SALE',
    label: '한국어 / English',
    place: { 1: '메릴랜드', 2: '버지니아', 3: '플로리다', 4: '뉴저지' },
    footer: (region, week, excluded) =>
      `${week} 롯데플라자 마켓 ${region} 매장 가격입니다. 재고 소진 시 조기 종료되며 구매 수량이 제한될 수 있습니다.${excluded ? ' 실버스프링점과 헌던점은 이 광고에서 제외됩니다.' : ''} Prices valid ${week} while supplies last.${excluded ? ' Silver Spring and Herndon are excluded.' : ''}`,
  },
  chinese: {
    heading: '每周特价 WEEKLY SALE',
    label: '中文版',
    place: { 1: '马里兰州', 2: '弗吉尼亚州', 3: '佛罗里达州', 4: '新泽西州' },
    footer: (region, week, excluded) =>
      `本广告价格适用于 ${week} 乐天广场超市${region}各分店，售完即止，本店保留限购权利。${excluded ? '银泉店与赫恩登店不参加本期广告。' : ''}`,
  },
  vietnamese: {
    heading: 'KHUYẾN MÃI TUẦN NÀY',
    label: 'Tiếng Việt',
    place: REGIONS_EN,
    footer: (region, week, excluded) =>
      `Giá áp dụng ${week} tại các cửa hàng Lotte Plaza Market ở ${region}, trong khi còn hàng; chúng tôi có quyền giới hạn số lượng.${excluded ? ' Cửa hàng Silver Spring và Herndon không áp dụng quảng cáo này.' : ''}`,
  },
  indian: {
    heading: 'साप्ताहिक सेल WEEKLY SALE',
    label: 'हिन्दी · India · Pakistan · Nepal',
    place: { 1: 'मैरीलैंड', 2: 'वर्जीनिया', 3: 'फ़्लोरिडा', 4: 'न्यू जर्सी' },
    footer: (region, week, excluded) =>
      `${week} तक ${region} के Lotte Plaza Market स्टोर में मान्य, स्टॉक रहने तक। Prices valid while supplies last.${excluded ? ' Silver Spring और Herndon इस विज्ञापन में शामिल नहीं हैं।' : ''}`,
  },
};

/** The region line of the header: its name in the edition's language, and in English. */
export function flyerRegion(edition: Edition, location: number): string {
  const place = EDITION_TEXT[edition].place[location]!;
  return place === REGIONS_EN[location] ? place : `${place} ${REGIONS_EN[location]}`;
}

/** The small print at the foot of an edition, whole, in its language. */
export function flyerFooter(edition: Edition, location: number, week: string): string {
  return EDITION_TEXT[edition].footer(EDITION_TEXT[edition].place[location]!, week, location === 1 || location === 2);
}

/** Which editions a location publishes: New Jersey has no Vietnamese flyer. */
export function editionsFor(location: number): Edition[] {
  return location === 4 ? ['korean', 'chinese', 'indian'] : ['korean', 'chinese', 'vietnamese', 'indian'];
}
