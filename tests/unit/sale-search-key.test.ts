import { fold, hasHangul, jamoOf, searchKeysOf, skeletonOf, wordsOf } from '@/lib/sale/search-key';

describe('fold and wordsOf', () => {
  it.each([
    ['Gochujang', 'gochujang'],
    ['Phở Bò', 'pho bo'],
    ['Đậu hũ', 'dau hu'],
    ['고추장', '고추장'],
    ['고추장'.normalize('NFD'), '고추장'],
    ['辛拉面', '辛拉面'],
  ])('fold(%p) is %p', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('splits at spaces and punctuation', () => {
    expect(wordsOf('Nongshim Shin Ramyun, 5-pack')).toEqual(['nongshim', 'shin', 'ramyun', '5', 'pack']);
    expect(wordsOf('  (청정원)  고추장/500g ')).toEqual(['청정원', '고추장', '500g']);
    expect(wordsOf('!!')).toEqual([]);
  });
});

describe('jamoOf', () => {
  it.each([
    ['고추장', 'ㄱㅗㅊㅜㅈㅏㅇ'],
    // The keyboard shows ㅊ as a final until the next vowel comes: still a prefix.
    ['곷', 'ㄱㅗㅊ'],
    ['고ㅊ', 'ㄱㅗㅊ'],
    ['과', 'ㄱㅗㅏ'],
    ['ㅘ', 'ㅗㅏ'],
    ['닭', 'ㄷㅏㄹㄱ'],
    ['ㄺ', 'ㄹㄱ'],
    ['a1', 'a1'],
  ])('%s → %s', (text, letters) => {
    expect(jamoOf(text)).toBe(letters);
  });

  it.each([
    ['고추장', true],
    ['ㄱ', true],
    ['gochujang', false],
    ['辛拉面', false],
  ])('hasHangul(%p) is %p', (text, expected) => {
    expect(hasHangul(text)).toBe(expected);
  });
});

describe('skeletonOf: romanisations of one word meet', () => {
  it.each([
    [['gochujang', 'kochujang', 'Gochu-jang', '고추장'], 'kojojank'],
    [['shin ramyun', 'Shin Ramyeon', 'sin ramyun', '신라면'], 'sinlamon'],
    [['kimchi', 'gimchi', '김치'], 'kimji'],
    [['tteokbokki', 'dukbokki', 'ddeokbokki', '떡볶이'], 'tokpoki'],
    [['bulgogi', 'pulgogi', '불고기'], 'polkoki'],
    [['galbi', 'kalbi', '갈비'], 'kalpi'],
    [['doenjang', 'dwenjang', 'denjang', '된장'], 'tonjank'],
    [['japchae', 'chapchae', 'jabchae', '잡채'], 'japjo'],
    [['mandu', 'mandoo', '만두'], 'manto'],
    [['pho', 'fo', 'Phở'], 'po'],
    [['pizza', '피자'], 'pija'],
  ])('%p → %s', (spellings, skeleton) => {
    for (const spelling of spellings) expect([spelling, skeletonOf(spelling)]).toEqual([spelling, skeleton]);
  });

  it('keeps words apart that only share consonants', () => {
    expect(skeletonOf('ramen')).toBe('lamon');
    expect(skeletonOf('lemon')).not.toBe(skeletonOf('ramen'));
    // kimchi is not laver (김): the sound of kimchi is longer than kim's.
    expect(skeletonOf('김').includes(skeletonOf('kimchi'))).toBe(false);
  });

  it('is empty without Latin or Hangul letters', () => {
    expect(skeletonOf('辛拉面 500')).toBe('');
  });
});

describe('searchKeysOf', () => {
  it('folds, splits, romanises and reduces each name', () => {
    expect(searchKeysOf({ name: '농심 신라면', name_eng: 'Shin Ramyun, 5-pack', name_own: '辛拉面' })).toEqual({
      joined: ['농심신라면', 'shinramyun5pack', '辛拉面', 'nongsimsinramyeon'],
      words: [' 농심 신라면', ' shin ramyun 5 pack', ' 辛拉面', ' nongsim sinramyeon'],
      jamo: 'ㄴㅗㅇㅅㅣㅁㅅㅣㄴㄹㅏㅁㅕㄴ',
      skeletons: ['sinlamonpak', 'nonksimsinlamon'],
      shortest: 3,
    });
  });
});
