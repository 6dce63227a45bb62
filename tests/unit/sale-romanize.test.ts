import { romanize, syllableOf } from '@/lib/sale/romanize';

describe('romanize (Revised Romanization, by the letters)', () => {
  it.each([
    ['고추장', 'gochujang'],
    ['신라면', 'sinramyeon'],
    ['김치', 'gimchi'],
    ['불고기', 'bulgogi'],
    ['갈비', 'galbi'],
    ['된장', 'doenjang'],
    ['삼겹살', 'samgyeopsal'],
    ['짜파게티', 'jjapageti'],
    ['과자', 'gwaja'],
    ['의자', 'uija'],
    // A final consonant moves over to a silent ㅇ.
    ['떡볶이', 'tteokbokki'],
    ['볶음밥', 'bokkeumbap'],
    ['맛있다', 'masitda'],
    ['갈아', 'gara'],
    // A double final leaves its second letter; a final ㅎ falls silent; ㅇ stays.
    ['닭이', 'dalgi'],
    ['좋아', 'joa'],
    ['않아', 'ana'],
    ['망이', 'mangi'],
    // ㄹ after ㄹ.
    ['걸레', 'geolle'],
    ['달래', 'dallae'],
    // Finals at the end of a syllable before a consonant.
    ['국', 'guk'],
    ['밭', 'bat'],
    ['꽃게', 'kkotge'],
    ['닭', 'dak'],
    ['삶', 'sam'],
  ])('%s → %s', (hangul, latin) => {
    expect(romanize(hangul)).toBe(latin);
  });

  it('keeps what is not a whole syllable: Latin, digits, spaces, lone letters', () => {
    expect(romanize('농심 신라면 5개입')).toBe('nongsim sinramyeon 5gaeip');
    expect(romanize('LA갈비')).toBe('LAgalbi');
    expect(romanize('고ㅊ')).toBe('goㅊ');
    expect(romanize('辛拉面 Phở')).toBe('辛拉面 Phở');
  });

  it('reads Hangul a phone sent decomposed (NFD) as the same syllables', () => {
    expect(romanize('고추장'.normalize('NFD'))).toBe('gochujang');
  });

  it('leaves the sound changes between syllables out on purpose (brands follow the letters)', () => {
    expect(romanize('신라')).toBe('sinra');
    expect(romanize('국물')).toBe('gukmul');
  });
});

describe('syllableOf', () => {
  it.each([
    ['가', { initial: 0, medial: 0, final: 0 }],
    ['힣', { initial: 18, medial: 20, final: 27 }],
    ['장', { initial: 12, medial: 0, final: 21 }],
  ])('%s', (char, parts) => {
    expect(syllableOf(char)).toEqual(parts);
  });

  it.each(['ㄱ', 'a', '', '辛'])('%p is not a syllable', (char) => {
    expect(syllableOf(char)).toBeNull();
  });
});
