/** Lists whose entries have pages of their own: the boards, and the weekly sale's regions. */
export const BOARDS_WITH_POSTS = ['announcement', 'event', 'career', 'sale'] as const;
export type BoardWithPosts = (typeof BOARDS_WITH_POSTS)[number];

const POST_PATH = new RegExp(`^/(${BOARDS_WITH_POSTS.join('|')})/[^/]+/?$`);

/**
 * The board whose post a missing page's address names (`/announcement/99` → announcement), read
 * from the address without its language: a not-found page gets no params, and a not-found page
 * per board segment would render (and read the request's language) inside every cached post.
 */
export function missingPostBoard(pathname: string): BoardWithPosts | null {
  const board = POST_PATH.exec(pathname)?.[1];
  return BOARDS_WITH_POSTS.find((known) => known === board) ?? null;
}
