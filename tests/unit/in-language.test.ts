import { fallbackLang, inLanguage, languagesOf, pickText } from '@/lib/i18n/in-language';

describe('inLanguage', () => {
  it.each([
    ['en', '사과', 'Apples', 'Apples'],
    ['en', '사과', '', '사과'],
    ['en', '사과', null, '사과'],
    ['ko', '사과', 'Apples', '사과'],
    ['ko', '', 'Apples', 'Apples'],
    ['ko', '', '', ''],
  ] as const)('%s with %j / %j is %j', (locale, korean, english, expected) => {
    expect(inLanguage(locale, korean as string | null, english as string | null)).toBe(expected);
  });
});

describe('languagesOf', () => {
  it.each([
    ['김치', 'Kimchi', ['ko', 'en']],
    ['김치', '', ['ko']],
    ['김치', '   ', ['ko']],
    ['', 'Kimchi', ['en']],
    [null, null, ['ko']],
  ])('%p / %p', (korean, english, expected) => {
    expect(languagesOf(korean, english)).toEqual(expected);
  });
});

describe('fallbackLang', () => {
  it.each([
    ['en', '김치', 'Kimchi', undefined],
    ['en', '김치', '', 'ko'],
    ['en', '김치', '  ', 'ko'],
    ['ko', '김치', '', undefined],
    ['ko', '', 'Kimchi', 'en'],
    ['en', '', '', undefined],
  ] as const)('%s: %p / %p', (locale, korean, english, expected) => {
    expect(fallbackLang(locale, korean, english)).toBe(expected);
  });
});

describe('pickText', () => {
  it.each([
    ['en', '김치', 'Kimchi', { text: 'Kimchi' }],
    ['en', '샹티이점 해산물 특가', '', { text: '샹티이점 해산물 특가', lang: 'ko' }],
    ['en', '김치', '   ', { text: '김치', lang: 'ko' }],
    ['en', '김치', null, { text: '김치', lang: 'ko' }],
    ['ko', '김치', 'Kimchi', { text: '김치' }],
    ['ko', '', 'Kimchi', { text: 'Kimchi', lang: 'en' }],
    ['ko', undefined, 'Kimchi', { text: 'Kimchi', lang: 'en' }],
    ['en', '', '', { text: '' }],
    ['ko', null, null, { text: '' }],
  ] as const)('%s: %p / %p is %p', (locale, korean, english, expected) => {
    expect(pickText(locale, korean, english)).toEqual(expected);
  });
});
