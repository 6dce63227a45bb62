import { hasHangul, jamoOf, skeletonOf, wordsOf, type SearchKeys } from './search-key';

/** A search is 1 to 60 characters once trimmed (a product name, not a sentence). */
export const SEARCH_QUERY_MAX = 60;
/** At most this many answers; the count says how many matched. */
export const SEARCH_RESULTS_MAX = 50;
/** A sound match needs this much of a skeleton: two letters (kk, "ko") would match half the flyer. */
const SKELETON_MIN = 3;

export type QueryProblem = 'empty' | 'tooLong' | 'control';

/** A search as typed, trimmed; or why it cannot be searched. Length is counted in characters, not UTF-16 units. */
export function readQuery(raw: string): { query: string } | { problem: QueryProblem } {
  const query = raw.normalize('NFC').trim();
  if (!query) return { problem: 'empty' };
  if (/\p{Cc}/u.test(query)) return { problem: 'control' };
  if (Array.from(query).length > SEARCH_QUERY_MAX) return { problem: 'tooLong' };
  return { query };
}

/**
 * How well an item matches, best first: the whole name (0), the name's start (1), the start of
 * words of one name (2: "pepper paste"), anywhere in a name (3: 추장, ramyun in shinramyun),
 * the typed letters of a half-typed Hangul search (4: 고ㅊ), the sound skeleton (5: kochujang).
 */
export const MATCH_TIERS = ['exact', 'prefix', 'word', 'part', 'jamo', 'sound'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/** A search reduced once to what it is compared by. */
export interface QueryKeys {
  joined: string;
  words: string[];
  /** Only for a search with Hangul in it. */
  jamo: string | null;
  /** Only when long enough to mean something. */
  skeleton: string | null;
}

export function queryKeysOf(query: string): QueryKeys {
  const words = wordsOf(query);
  const joined = words.join('');
  const skeleton = skeletonOf(query);
  return { joined, words, jamo: hasHangul(joined) ? jamoOf(joined) : null, skeleton: skeleton.length >= SKELETON_MIN ? skeleton : null };
}

/** The best tier (index into MATCH_TIERS) at which `keys` match the search, or -1. Runs for every item of a search: plain loops. */
export function matchTier(keys: SearchKeys, query: QueryKeys): number {
  const wanted = query.joined;
  if (!wanted) return -1;
  let best = -1;
  for (let index = 0; index < keys.joined.length; index++) {
    const name = keys.joined[index]!;
    if (!name) continue;
    if (name === wanted) return 0;
    if (best !== -1 && best <= 1) continue;
    if (name.startsWith(wanted)) best = 1;
    else if ((best === -1 || best > 2) && everyWordStarts(keys.words[index]!, query.words)) best = 2;
    else if (best === -1 && name.includes(wanted)) best = 3;
  }
  if (best !== -1) return best;
  if (query.jamo && keys.jamo.includes(query.jamo)) return 4;
  if (query.skeleton) for (const skeleton of keys.skeletons) if (skeleton.includes(query.skeleton)) return 5;
  return -1;
}

/** Whether each word of a search starts a word of one name (" shin ramyun" holds " ram"). */
function everyWordStarts(words: string, wanted: readonly string[]): boolean {
  for (const word of wanted) if (!words.includes(` ${word}`)) return false;
  return true;
}

export interface Searchable {
  keys: SearchKeys;
}

/**
 * The entries that match, best first: by tier, then the shorter name, then the entries' order
 * (region, then the flyer's), at most `limit`; and how many matched in all.
 */
export function searchEntries<T extends Searchable>(entries: readonly T[], query: string, limit = SEARCH_RESULTS_MAX): { count: number; found: { entry: T; tier: MatchTier }[] } {
  const keys = queryKeysOf(query);
  const hits: { entry: T; tier: number; length: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const tier = matchTier(entry.keys, keys);
    if (tier !== -1) hits.push({ entry, tier, length: entry.keys.shortest, order });
  });
  hits.sort((a, b) => a.tier - b.tier || a.length - b.length || a.order - b.order);
  return { count: hits.length, found: hits.slice(0, limit).map(({ entry, tier }) => ({ entry, tier: MATCH_TIERS[tier]! })) };
}
