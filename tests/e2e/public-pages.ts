/** The public pages' kinds, one address each (the Korean one; English is `/en` before it). */
export const PUBLIC_PAGES = ['/', '/ourStory', '/ourStory?tab=history', '/products', '/products/groceries', '/sale/maryland', '/event', '/event/38', '/location', '/location-detail/sterling-va', '/contact', '/tenant', '/career', '/career/2', '/career-apply?post=2', '/career-my', '/announcement', '/announcement/15', '/faq', '/faq?q=%ED%8F%AC%EC%9D%B8%ED%8A%B8', '/privacy', '/giftcard'];

/** A page's English address. */
export function inEnglish(path: string): string {
  return path === '/' ? '/en' : `/en${path}`;
}
