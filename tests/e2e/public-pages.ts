/**
 * The one registry of public pages every sweep walks (docs/testing.md): the geometry and
 * accessibility sweep (page-sweeps.spec.ts), the quiet network (quiet-after-load.spec.ts). Each is
 * named by its Korean address; the English one is `inEnglish(path)`. A new page belongs here.
 *
 * `shape` is how Next routes and renders it: a page without parameters of its own, rendered at
 * its first visit and then served from the page cache (`static`; a list's first page is served
 * from its own route), a record or region page from its ISR cache (`record`), a page rendered per
 * request for its query (`per-request`), or the 404.
 */
export type PageShape = 'static' | 'record' | 'per-request' | 'not-found';

export interface PublicPage {
  path: string;
  shape: PageShape;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', shape: 'static' },
  { path: '/ourStory', shape: 'static' },
  { path: '/ourStory?tab=history', shape: 'static' },
  { path: '/products', shape: 'static' },
  { path: '/products/groceries', shape: 'record' },
  { path: '/sale', shape: 'static' },
  { path: '/sale/maryland', shape: 'record' },
  { path: '/sale/search?q=%EA%B3%A0%E3%85%8A', shape: 'per-request' },
  { path: '/sale/my-list', shape: 'static' },
  { path: '/event', shape: 'static' },
  { path: '/event/38', shape: 'record' },
  { path: '/location', shape: 'static' },
  { path: '/location-detail/sterling-va', shape: 'record' },
  { path: '/contact', shape: 'static' },
  { path: '/productInquiry', shape: 'static' },
  { path: '/tenant', shape: 'static' },
  { path: '/myQna', shape: 'static' },
  { path: '/career', shape: 'static' },
  { path: '/career?cities=18&ordering=due_date', shape: 'per-request' },
  { path: '/career/2', shape: 'record' },
  { path: '/career-apply?post=2', shape: 'per-request' },
  { path: '/career-my', shape: 'static' },
  { path: '/announcement', shape: 'static' },
  { path: '/announcement/15', shape: 'record' },
  { path: '/faq', shape: 'static' },
  { path: '/faq?q=%ED%8F%AC%EC%9D%B8%ED%8A%B8', shape: 'per-request' },
  { path: '/privacy', shape: 'static' },
  { path: '/giftcard', shape: 'static' },
  { path: '/privacy/choices', shape: 'per-request' },
  { path: '/my-store', shape: 'per-request' },
  { path: '/weekly-ad', shape: 'per-request' },
  { path: '/accessibility', shape: 'static' },
  { path: '/offline', shape: 'static' },
  { path: '/no-such-page', shape: 'not-found' },
];

/** A page's English address. */
export function inEnglish(path: string): string {
  return path === '/' ? '/en' : `/en${path}`;
}

/** The page in both languages: Korean, then English. */
export const inBothLanguages = (path: string): [string, string] => [path, inEnglish(path)];

/** The first page of each shape: one page per way Next routes and renders. */
export function onePerShape(): PublicPage[] {
  const seen = new Set<PageShape>();
  return PUBLIC_PAGES.filter(({ shape }) => !seen.has(shape) && seen.add(shape));
}
