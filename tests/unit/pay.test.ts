import { centsOf, formatPay, missingForPayLaw, payJson, payLawApplies, payOf, typedAmount, type Pay } from '@/lib/careers/pay';
import { postingSchema } from '@/lib/validation/posting';
import { DEMO_POSTINGS, postingPay } from '@/lib/server/db/demo/postings';

describe('formatPay: pay as a reader of each language expects', () => {
  it.each<[Pay, string, string]>([
    [{ min: 1700, max: 1950, unit: 'hour' }, '$17.00-$19.50 an hour', '시급 $17.00~$19.50'],
    [{ min: 1500, max: 1500, unit: 'hour' }, '$15.00 an hour', '시급 $15.00'],
    [{ min: 115000, max: 135000, unit: 'week' }, '$1,150.00-$1,350.00 a week', '주급 $1,150.00~$1,350.00'],
    [{ min: 420000, max: 420000, unit: 'month' }, '$4,200 a month', '월급 $4,200'],
    [{ min: 5500000, max: 6500000, unit: 'year' }, '$55,000-$65,000 a year', '연봉 $55,000~$65,000'],
    [{ min: 5500050, max: 6500000, unit: 'year' }, '$55,000.50-$65,000.00 a year', '연봉 $55,000.50~$65,000.00'],
  ])('%o → %s / %s', (pay, english, korean) => {
    expect(formatPay(pay, 'en')).toBe(english);
    expect(formatPay(pay, 'ko')).toBe(korean);
  });
});

describe('centsOf: an amount as staff type it', () => {
  it.each<[string, number | null]>([
    ['17', 1700],
    ['17.5', 1750],
    ['17.50', 1750],
    [' $17.05 ', 1705],
    ['$1,250.00', 125000],
    ['55000', 5500000],
    ['0', 0],
    ['', null],
    ['17.505', null],
    ['-5', null],
    ['1,25', null],
    ['abc', null],
    ['1e3', null],
    ['9'.repeat(20), null],
  ])('%j → %j', (typed, cents) => {
    expect(centsOf(typed)).toBe(cents);
  });

  it('shows a stored amount back as typed', () => {
    expect(typedAmount(1750)).toBe('17.50');
    expect(typedAmount(null)).toBe('');
  });
});

describe('payOf and payJson', () => {
  it('makes pay only of all three columns, and answers it in dollars with the words of the language', () => {
    expect(payOf(1700, 1950, 'hour')).toEqual({ min: 1700, max: 1950, unit: 'hour' });
    expect(payOf(1700, null, 'hour')).toBeNull();
    expect(payOf(1700, 1950, 'fortnight')).toBeNull();
    expect(payJson({ min: 1700, max: 1950, unit: 'hour' }, 'ko')).toEqual({ min: 17, max: 19.5, currency: 'USD', unit: 'hour', text: '시급 $17.00~$19.50' });
    expect(payJson(null, 'en')).toBeNull();
  });
});

describe("the pay-transparency laws' reach", () => {
  const facts = { pay_min: null, pay_max: null, pay_unit: null, benefits: '', benefits_eng: '', title_eng: '' };
  it.each<[string, number[], boolean]>([
    ['Maryland stores', [1, 6], true],
    ['the headquarters (Jessup, MD)', [18], true],
    ["Jessup's distribution center", [19], true],
    ['Edison, New Jersey', [14], true],
    ['Virginia', [7, 13], false],
    ['Florida', [15, 16, 17], false],
    ['Florida and New Jersey', [15, 14], true],
  ])('%s → %s', (_name, cities, covered) => {
    expect(payLawApplies(cities)).toBe(covered);
    expect(missingForPayLaw({ ...facts, cities }).length > 0).toBe(covered);
  });

  it('asks for both ends, the unit, the Korean benefits, and the English ones only with an English title', () => {
    expect(missingForPayLaw({ ...facts, cities: [14] })).toEqual(['pay_min', 'pay_max', 'pay_unit', 'benefits']);
    expect(missingForPayLaw({ ...facts, cities: [14], title_eng: 'Stocker' })).toEqual(['pay_min', 'pay_max', 'pay_unit', 'benefits', 'benefits_eng']);
    expect(missingForPayLaw({ cities: [14], pay_min: 1600, pay_max: 1750, pay_unit: 'hour', benefits: '유급 병가', benefits_eng: 'Paid sick leave', title_eng: 'Stocker' })).toEqual([]);
  });
});

describe('the posting schema: pay and benefits', () => {
  const base = {
    title: '캐셔',
    title_eng: 'Cashier',
    content: '<p>계산</p>',
    job_type: '3',
    career_type: '2',
    start_date: '2026-11-22',
    always_open: 'true',
    published: 'true',
  };
  const errorsOf = (values: Record<string, unknown>) => {
    try {
      postingSchema.validateSync({ ...base, ...values }, { abortEarly: false });
      return {};
    } catch (error) {
      const found: Record<string, string[]> = {};
      for (const inner of (error as { inner: Array<{ path: string; message: string }> }).inner) (found[inner.path] ??= []).push(inner.message);
      return found;
    }
  };

  it('refuses to publish a Maryland or New Jersey posting without pay and benefits, one message a field', () => {
    for (const city of ['4', '14', '18']) {
      expect(errorsOf({ cities: [city] })).toEqual({
        pay_min: ['payRequiredByLaw'],
        pay_unit: ['payUnitRequired'],
        benefits: ['benefitsRequiredByLaw'],
        benefits_eng: ['benefitsEnRequiredByLaw'],
      });
    }
  });

  it('keeps such a posting as a draft, and publishes a Florida or Virginia one without pay', () => {
    expect(errorsOf({ cities: ['4'], published: '' })).toEqual({});
    expect(errorsOf({ cities: ['15'] })).toEqual({});
    expect(errorsOf({ cities: ['7'] })).toEqual({});
  });

  it('accepts a complete one and stores cents', () => {
    const values = { cities: ['4'], pay_min: '17', pay_max: '19.50', pay_unit: 'hour', benefits: '건강보험', benefits_eng: 'Health insurance' };
    expect(errorsOf(values)).toEqual({});
    expect(postingSchema.validateSync({ ...base, ...values })).toMatchObject({ pay_min: 1700, pay_max: 1950, pay_unit: 'hour' });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['"up to" alone', { pay_max: '20', pay_unit: 'hour' }, { pay_min: ['payBothEnds'] }],
    ['a minimum alone', { pay_min: '15', pay_unit: 'hour' }, { pay_max: ['payBothEnds'] }],
    ['a range that runs backwards', { pay_min: '20', pay_max: '15', pay_unit: 'hour' }, { pay_max: ['payMaxBelowMin'] }],
    ['amounts without a unit', { pay_min: '15', pay_max: '16' }, { pay_unit: ['payUnitRequired'] }],
    ['words for an amount', { pay_min: 'fifteen', pay_max: '16', pay_unit: 'hour' }, { pay_min: ['invalidAmount'] }],
    ['an amount too large', { pay_min: '15', pay_max: '99999999', pay_unit: 'hour' }, { pay_max: ['amountTooLarge'] }],
    ['a unit the site does not name', { pay_min: '15', pay_max: '16', pay_unit: 'fortnight' }, { pay_unit: ['invalidValue'] }],
  ])('refuses %s, in Florida too', (_name, values, expected) => {
    expect(errorsOf({ cities: ['15'], ...values })).toEqual(expected);
  });
});

describe('the demo postings', () => {
  it('each shows pay from Maryland’s minimum wage up, and benefits in both languages', () => {
    for (const posting of DEMO_POSTINGS) {
      const { payMin, payMax, payUnit, benefits, benefitsEng } = postingPay(posting);
      expect(payMax).toBeGreaterThanOrEqual(payMin);
      if (payUnit === 'hour') expect(payMin).toBeGreaterThanOrEqual(1500);
      expect(missingForPayLaw({ cities: posting.cities, pay_min: payMin, pay_max: payMax, pay_unit: payUnit, benefits, benefits_eng: benefitsEng, title_eng: posting.titleEng })).toEqual([]);
    }
  });
});
