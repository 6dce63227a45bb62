import { romanize, syllableOf } from './romanize';

/**
 * Keys that let a sale search meet a name however a Korean-American shopper types it: in
 * Hangul, in English, or in one of the romanisations of Korean that are in use.
 *
 * - fold: lower case, without accents (Vietnamese phở is pho, đ is d); Hangul stays as it is.
 * - words: the folded words (split at anything that is not a letter or digit); joined, the
 *   text without spaces or punctuation, so 고추장 500g and "고추장500g" meet.
 * - jamo: Hangul as the letters a keyboard types (고추장 ㄱㅗㅊㅜㅈㅏㅇ; ㅘ is ㅗㅏ, ㄺ is ㄹㄱ),
 *   with one letter for an initial and a final, so that a half-typed search (고ㅊ, or 곷 as
 *   the keyboard shows it before the next vowel) is a prefix of the name's letters.
 * - skeleton: the sound of Latin letters with the differences of romanisations merged (below).
 *
 * The skeleton, in order:
 * 1. digraphs: tch, ch → j; sh → s; ph → p; th → t; kh, gh, ck → k (kimchi/gimchi, shin/sin, pho/fo);
 * 2. consonants: g, k, c, q → k; d, t → t; b, p, f, v → p; r, l → l; z → j; x → s
 *    (Korean writes one letter where English hears two: 갈비 galbi/kalbi, 떡 tteok/dduk);
 * 3. a y or w before a vowel is dropped (ramyeon/ramyun/ramen, doenjang/dwenjang);
 * 4. each run of vowels becomes one of three: i (any run with i, ee or ea, or ending in y),
 *    a (a alone), o (every other: e, ae, eo, o, u, oo, eu ...), so eo/o/u and ae/e meet but
 *    a stays apart from them (ramen is not lemon);
 * 5. a doubled letter is one (kk, ss, jj, ll; kimchi's "mch" keeps its m).
 * Limits: it is a sound key, not a dictionary. It does not know English spelling (cheese and
 * 치즈 chijeu stay apart), nor the sound changes between Korean syllables (국물 is gukmul,
 * not gungmul), nor shortenings (topokki for tteokbokki). Digits are not part of it.
 */

const HANGUL_JAMO_INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const HANGUL_JAMO_MEDIALS = ['ㅏ', 'ㅐ', 'ㅑ', 'ㅒ', 'ㅓ', 'ㅔ', 'ㅕ', 'ㅖ', 'ㅗ', 'ㅗㅏ', 'ㅗㅐ', 'ㅗㅣ', 'ㅛ', 'ㅜ', 'ㅜㅓ', 'ㅜㅔ', 'ㅜㅣ', 'ㅠ', 'ㅡ', 'ㅡㅣ', 'ㅣ'];
const HANGUL_JAMO_FINALS = ['', 'ㄱ', 'ㄲ', 'ㄱㅅ', 'ㄴ', 'ㄴㅈ', 'ㄴㅎ', 'ㄷ', 'ㄹ', 'ㄹㄱ', 'ㄹㅁ', 'ㄹㅂ', 'ㄹㅅ', 'ㄹㅌ', 'ㄹㅍ', 'ㄹㅎ', 'ㅁ', 'ㅂ', 'ㅂㅅ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];
/** A double letter typed on its own (ㄳ, ㅘ), as its two. */
const COMPOUND_JAMO: Record<string, string> = {
  ㄳ: 'ㄱㅅ', ㄵ: 'ㄴㅈ', ㄶ: 'ㄴㅎ', ㄺ: 'ㄹㄱ', ㄻ: 'ㄹㅁ', ㄼ: 'ㄹㅂ', ㄽ: 'ㄹㅅ', ㄾ: 'ㄹㅌ', ㄿ: 'ㄹㅍ', ㅀ: 'ㄹㅎ', ㅄ: 'ㅂㅅ',
  ㅘ: 'ㅗㅏ', ㅙ: 'ㅗㅐ', ㅚ: 'ㅗㅣ', ㅝ: 'ㅜㅓ', ㅞ: 'ㅜㅔ', ㅟ: 'ㅜㅣ', ㅢ: 'ㅡㅣ',
};

const HANGUL = /[\uac00-\ud7a3\u3131-\u318e]/;

/** Lower case, accents off (Hangul kept composed). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/đ/g, 'd');
}

/** The folded words of a text. */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Hangul as typed letters; other characters unchanged. */
export function jamoOf(text: string): string {
  return Array.from(text.normalize('NFC'), (char) => {
    const syllable = syllableOf(char);
    if (syllable) return HANGUL_JAMO_INITIALS[syllable.initial]! + HANGUL_JAMO_MEDIALS[syllable.medial]! + HANGUL_JAMO_FINALS[syllable.final]!;
    return COMPOUND_JAMO[char] ?? char;
  }).join('');
}

export const hasHangul = (text: string) => HANGUL.test(text);

const DIGRAPHS: Record<string, string> = { tch: 'j', ch: 'j', sh: 's', ph: 'p', th: 't', kh: 'k', gh: 'k', ck: 'k' };
const LETTERS: Record<string, string> = { g: 'k', c: 'k', q: 'k', d: 't', b: 'p', f: 'p', v: 'p', r: 'l', z: 'j', x: 's' };

function vowelClass(run: string): string {
  if (/i|ee|ea/.test(run) || run.endsWith('y')) return 'i';
  return run === 'a' ? 'a' : 'o';
}

/** The sound skeleton of a text's Latin letters (Hangul is romanised first); '' when it has none. */
export function skeletonOf(text: string): string {
  return fold(romanize(text))
    .replace(/[^a-z]/g, '')
    .replace(/tch|ch|sh|ph|th|kh|gh|ck/g, (digraph) => DIGRAPHS[digraph]!)
    .replace(/[gcqdbfvrzx]/g, (letter) => LETTERS[letter]!)
    .replace(/[wy](?=[aeiou])/g, '')
    .replace(/[aeiouy]+/g, vowelClass)
    .replace(/(.)\1+/g, '$1');
}

/** What a search compares with an item: its names, folded, romanised and reduced to their sound. */
export interface SearchKeys {
  /** Each name without spaces: the Korean, the English, the edition's own, the Korean romanised. */
  joined: string[];
  /** The words of each, in the same order, each word after a space (" shin ramyun"): a word starts where " " + its start is found. */
  words: string[];
  /** The Korean name as typed letters. */
  jamo: string;
  /** The sound skeletons of the English name, the edition's own and the romanised Korean. */
  skeletons: string[];
  /** The length of the shortest name: within a tier the shorter is the closer match (고추 before 고춧가루). */
  shortest: number;
}

export interface NamedItem {
  name: string;
  name_eng: string;
  name_own: string;
}

/** An item's keys, built once when the week's items are read. */
export function searchKeysOf(item: NamedItem): SearchKeys {
  const words = [item.name, item.name_eng, item.name_own, romanize(item.name)].map(wordsOf);
  const joined = words.map((list) => list.join(''));
  return {
    joined,
    words: words.map((list) => list.map((word) => ` ${word}`).join('')),
    jamo: jamoOf(joined[0]!),
    skeletons: [item.name_eng, item.name_own, item.name].map(skeletonOf).filter(Boolean),
    shortest: Math.min(999, ...joined.filter(Boolean).map((name) => name.length)),
  };
}
