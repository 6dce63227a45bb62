/**
 * The select options of spec section 3 (common codes). The seed writes them into the
 * database, where staff may later add to them; value 0 means "entire".
 */
export interface CodeEntry {
  value: number;
  ko: string;
  en: string;
}

export const LOCATIONS: CodeEntry[] = [
  { value: 1, ko: '메릴랜드', en: 'Maryland' },
  { value: 2, ko: '버지니아', en: 'Virginia' },
  { value: 3, ko: '플로리다', en: 'Florida' },
  { value: 4, ko: '뉴저지', en: 'New Jersey' },
];

/**
 * Cities with a store or a site, by state, then the headquarters (18) and Jessup's distribution
 * center (19): the places of the careers filter's rules (docs/decisions/001-career-filter-codes.md).
 */
export const CITIES: Array<CodeEntry & { location: number }> = [
  { value: 1, ko: '엘리콧시티', en: 'Ellicott City', location: 1 },
  { value: 2, ko: '캐턴스빌', en: 'Catonsville', location: 1 },
  { value: 3, ko: '실버스프링', en: 'Silver Spring', location: 1 },
  { value: 4, ko: '락빌', en: 'Rockville', location: 1 },
  { value: 5, ko: '게이더스버그', en: 'Gaithersburg', location: 1 },
  { value: 6, ko: '리버데일', en: 'Riverdale', location: 1 },
  { value: 7, ko: '애넌데일', en: 'Annandale', location: 2 },
  { value: 8, ko: '애쉬번', en: 'Ashburn', location: 2 },
  { value: 9, ko: '헌던', en: 'Herndon', location: 2 },
  { value: 10, ko: '센터빌', en: 'Centreville', location: 2 },
  { value: 11, ko: '샹티이', en: 'Chantilly', location: 2 },
  { value: 12, ko: '스털링', en: 'Sterling', location: 2 },
  { value: 13, ko: '헨라이코(리치먼드)', en: 'Henrico (Richmond)', location: 2 },
  { value: 14, ko: '에디슨', en: 'Edison', location: 4 },
  { value: 15, ko: '올랜도', en: 'Orlando', location: 3 },
  { value: 16, ko: '탬파', en: 'Tampa', location: 3 },
  { value: 17, ko: '잭슨빌', en: 'Jacksonville', location: 3 },
  { value: 18, ko: '본사(제섭)', en: 'Headquarters (Jessup)', location: 1 },
  { value: 19, ko: '제섭(물류센터)', en: 'Jessup (Distribution Center)', location: 1 },
];

/** The headquarters: its jobs are Corporate Office jobs, and only it has them. */
export const HEADQUARTERS_CITY = 18;
/** Jessup's distribution center: its jobs are Warehouse jobs, and only it has them. */
export const JESSUP_CITY = 19;

export const PRODUCT_CATEGORY_CODES: CodeEntry[] = [
  { value: 1, ko: '농산', en: 'Produce' },
  { value: 2, ko: '정육', en: 'Meat' },
  { value: 3, ko: '수산', en: 'Seafood' },
  { value: 4, ko: '식료품', en: 'Groceries' },
  { value: 5, ko: '생활용품', en: 'Houseware' },
];

export const WAREHOUSE = 1;
export const CORPORATE_OFFICE = 2;
export const STORE_OPERATION = 3;

/** Job types in the spec's order: store operation, corporate office, warehouse (codes as above). */
export const JOB_TYPES: CodeEntry[] = [
  { value: STORE_OPERATION, ko: '매장 운영(리테일)', en: 'Store Operation (Retail)' },
  { value: CORPORATE_OFFICE, ko: '본사', en: 'Corporate Office' },
  { value: WAREHOUSE, ko: '물류센터', en: 'Warehouse' },
];

export const CAREER_TYPES: CodeEntry[] = [
  { value: 1, ko: '정규직', en: 'Full Time' },
  { value: 2, ko: '파트타임', en: 'Part Time' },
];

const ENTIRE: CodeEntry = { value: 0, ko: '전체', en: 'All' };

/** Every kind with its options; filter kinds start with "entire" (0), the vendor category does not. */
export const CODE_TABLES = {
  location: [ENTIRE, ...LOCATIONS],
  city: [ENTIRE, ...CITIES.map(({ value, ko, en }) => ({ value, ko, en }))],
  productcategory: PRODUCT_CATEGORY_CODES,
  jobtype: [ENTIRE, ...JOB_TYPES],
  careertype: [ENTIRE, ...CAREER_TYPES],
} as const;

export type CodeKindName = keyof typeof CODE_TABLES;
export const CODE_KINDS = Object.keys(CODE_TABLES) as CodeKindName[];
