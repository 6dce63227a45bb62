import { CITIES } from '@/lib/content/codes';
import type { AppLocale } from '@/lib/i18n/routing';

/** What a posting's pay is counted per. */
export const PAY_UNITS = ['hour', 'week', 'month', 'year'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** A posting's pay: both ends in cents (equal for a single figure) and the unit. */
export interface Pay {
  min: number;
  max: number;
  unit: PayUnit;
}

export const isPayUnit = (value: unknown): value is PayUnit => PAY_UNITS.includes(value as PayUnit);

/** The stored columns as a Pay, or null when the posting names none. */
export function payOf(min: number | null, max: number | null, unit: string | null): Pay | null {
  return min !== null && max !== null && isPayUnit(unit) ? { min, max, unit } : null;
}

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Cents of an amount as staff type it ("17", "17.5", "$1,250.00"), or null when it is no amount. */
export function centsOf(typed: string): number | null {
  const match = DOLLARS.exec(typed.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** An amount as a form field shows it back ("17.50"). */
export const typedAmount = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * Dollars as both languages write them ("$17.50"; "$52,000" for a salary in whole dollars): the
 * site's Korean readers are in the US and read dollars the American way, not "US$".
 */
function dollars(cents: number, whole: boolean): string {
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
}

/** One amount in cents, as staff read it anywhere in the back office ("$15.50", "$70,000"). */
export const formatAmount = (cents: number) => dollars(cents, cents % 100 === 0);

const ENGLISH_UNIT: Record<PayUnit, string> = { hour: 'an hour', week: 'a week', month: 'a month', year: 'a year' };
const KOREAN_UNIT: Record<PayUnit, string> = { hour: '시급', week: '주급', month: '월급', year: '연봉' };

/** A posting's pay as a reader of the page's language expects: "$17.00-$19.50 an hour", "시급 $17.00~$19.50". */
export function formatPay(pay: Pay, locale: AppLocale): string {
  // Both ends alike: cents on both, or (a monthly or yearly figure in whole dollars) on neither.
  const whole = (pay.unit === 'month' || pay.unit === 'year') && pay.min % 100 === 0 && pay.max % 100 === 0;
  const low = dollars(pay.min, whole);
  const high = dollars(pay.max, whole);
  if (locale === 'ko') return `${KOREAN_UNIT[pay.unit]} ${pay.min === pay.max ? low : `${low}~${high}`}`;
  return `${pay.min === pay.max ? low : `${low}-${high}`} ${ENGLISH_UNIT[pay.unit]}`;
}

/** Google's unitText for a pay unit. */
export const payUnitText = (unit: PayUnit) => unit.toUpperCase() as 'HOUR' | 'WEEK' | 'MONTH' | 'YEAR';

/**
 * States whose pay-transparency laws cover our postings: Maryland (every employer, since
 * 1 October 2024) and New Jersey (10 or more employees, since 1 June 2025). Codes of LOCATIONS.
 */
const PAY_LAW_LOCATIONS = new Set([1, 4]);

/** True when one of a posting's cities is in Maryland or New Jersey (the headquarters and Jessup are in Maryland). */
export const payLawApplies = (cities: readonly number[]) => cities.some((city) => PAY_LAW_LOCATIONS.has(CITIES.find((entry) => entry.value === city)?.location ?? 0));

export interface PayFacts {
  cities: readonly number[];
  pay_min: number | null;
  pay_max: number | null;
  pay_unit: string | null;
  benefits: string;
  benefits_eng: string;
  title_eng: string;
}

/**
 * The fields a Maryland or New Jersey posting may not be published without: both ends of the
 * pay and its unit, and the benefits in Korean, and in English too when it has an English title
 * (its English page must not send readers to the Korean). Empty when the law does not apply.
 */
export function missingForPayLaw(posting: PayFacts): Array<'pay_min' | 'pay_max' | 'pay_unit' | 'benefits' | 'benefits_eng'> {
  if (!payLawApplies(posting.cities)) return [];
  const missing: Array<'pay_min' | 'pay_max' | 'pay_unit' | 'benefits' | 'benefits_eng'> = [];
  if (posting.pay_min === null) missing.push('pay_min');
  if (posting.pay_max === null) missing.push('pay_max');
  if (!isPayUnit(posting.pay_unit)) missing.push('pay_unit');
  if (!posting.benefits.trim()) missing.push('benefits');
  if (posting.title_eng.trim() && !posting.benefits_eng.trim()) missing.push('benefits_eng');
  return missing;
}

/** A posting's pay as the JSON API answers it: dollars, the currency, the unit, and the words of the request's language. */
export function payJson(pay: Pay | null, locale: AppLocale) {
  return pay ? { min: pay.min / 100, max: pay.max / 100, currency: 'USD', unit: pay.unit, text: formatPay(pay, locale) } : null;
}
