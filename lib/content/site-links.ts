/** Routes of the shared chrome (spec section 2), in the order the header and footer show them. */
export const HEADER_LINKS = [
  { key: 'ourStory', href: '/ourStory' },
  { key: 'products', href: '/products' },
  { key: 'sale', href: '/sale' },
  { key: 'event', href: '/event' },
  { key: 'location', href: '/location' },
  { key: 'career', href: '/career' },
] as const;

/** The footer's 14 links. */
export const FOOTER_LINKS = [
  ...HEADER_LINKS,
  { key: 'announcement', href: '/announcement' },
  { key: 'faq', href: '/faq' },
  { key: 'contact', href: '/contact' },
  { key: 'productInquiry', href: '/productInquiry' },
  { key: 'tenant', href: '/tenant' },
  { key: 'giftcard', href: '/giftcard' },
  { key: 'myQna', href: '/myQna' },
  { key: 'privacy', href: '/privacy' },
] as const;

/** Under the footer's site map, beside the copyright: what the law asks every page to link to (issue 52). */
export const LEGAL_LINKS = [
  { key: 'choices', href: '/privacy/choices' },
  { key: 'accessibility', href: '/accessibility' },
] as const;

/**
 * Places outside this site. The company confirms these addresses in this one module.
 * The membership programme is Lotte Plus (store-facts.md); it lives on its own site.
 */
export const EXTERNAL_LINKS = {
  membership: 'https://www.lotteplus.com/',
  facebook: 'https://www.facebook.com/lotteplazamarket',
  instagram: 'https://www.instagram.com/lotteplazamarket/',
} as const;
