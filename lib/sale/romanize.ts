/**
 * Hangul in Latin letters, by the Revised Romanization of Korean (2000), for search: so that
 * 고추장 meets "gochujang" and 신라면 meets "shin ramyun".
 *
 * A syllable (U+AC00-U+D7A3) is initial * 588 + medial * 28 + final. The rules kept:
 * - an initial ㄱㄷㅂㄹ reads g d b r, a final one k t p l (고기 gogi, 국 guk, 갈비 galbi);
 * - a final consonant before a silent ㅇ moves over (떡볶이 tteokbokki, 맛있다 masitda; a double
 *   final leaves its second letter: 닭이 dalgi; a final ㅎ falls silent: 좋아 joa);
 * - ㄹ after ㄹ is l (걸레 geolle).
 * Left out on purpose: the sound changes between syllables (신라 silla, 국물 gungmul, 좋다 jota).
 * Brand names and what shoppers type follow the letters (Shin Ramyun, not Sillamyeon), and the
 * search's sound skeleton (search-key.ts) absorbs what differs. Anything that is not a complete
 * syllable (Latin, digits, a lone jamo) is kept as it is.
 */

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const MEDIALS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
/** Each final as it sounds at the end of a syllable. */
const FINALS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];
/** Each final before a silent ㅇ: [what stays, what moves on to the vowel]. */
const CARRIED: [string, string][] = [
  ['', ''], ['', 'g'], ['', 'kk'], ['k', 's'], ['', 'n'], ['n', 'j'], ['n', ''], ['', 'd'], ['', 'r'], ['l', 'g'], ['l', 'm'], ['l', 'b'], ['l', 's'], ['l', 't'],
  ['l', 'p'], ['', 'r'], ['', 'm'], ['', 'b'], ['p', 's'], ['', 's'], ['', 'ss'], ['ng', ''], ['', 'j'], ['', 'ch'], ['', 'k'], ['', 't'], ['', 'p'], ['', ''],
];

const FIRST = 0xac00;
const LAST = 0xd7a3;
const SILENT = 11; // ㅇ as an initial
const RIEUL = 5; // ㄹ as an initial
const FINAL_RIEUL = 8;

interface Syllable {
  initial: number;
  medial: number;
  final: number;
}

/** The parts of a complete Hangul syllable, or null for any other character. */
export function syllableOf(char: string): Syllable | null {
  const code = char.codePointAt(0) ?? 0;
  if (code < FIRST || code > LAST) return null;
  const index = code - FIRST;
  return { initial: Math.floor(index / 588), medial: Math.floor((index % 588) / 28), final: index % 28 };
}

/** `text` with every Hangul syllable romanised (lower case); other characters are unchanged. */
export function romanize(text: string): string {
  const chars = Array.from(text.normalize('NFC'));
  const syllables = chars.map(syllableOf);
  let out = '';
  // What the syllable before left to be read with this one's vowel.
  let carried = '';
  syllables.forEach((syllable, index) => {
    if (!syllable) {
      out += chars[index];
      carried = '';
      return;
    }
    const before = syllables[index - 1];
    let initial = INITIALS[syllable.initial]!;
    if (syllable.initial === SILENT) initial = carried;
    else if (syllable.initial === RIEUL && before?.final === FINAL_RIEUL) initial = 'l';
    out += initial + MEDIALS[syllable.medial]!;
    carried = '';
    const next = syllables[index + 1];
    if (next?.initial === SILENT) {
      const [stays, moves] = CARRIED[syllable.final]!;
      out += stays;
      carried = moves;
    } else {
      out += FINALS[syllable.final]!;
    }
  });
  return out;
}
