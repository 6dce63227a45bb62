import type { IconName } from '@/components/ui/icon';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';

interface HomeLink {
  key: string;
  href: string;
  icon: IconName;
  external?: boolean;
  tone?: string;
}

/** The home page's three quick boxes (spec: sale, special deals, location). */
export const QUICK_BOXES = [
  { key: 'sale', href: '/sale', icon: 'tag' },
  { key: 'event', href: '/event', icon: 'party' },
  { key: 'location', href: '/location', icon: 'pin' },
] as const satisfies ReadonlyArray<HomeLink>;

/** The five mini links; membership leaves the site. */
export const MINI_LINKS = [
  { key: 'faq', href: '/faq', icon: 'question' },
  { key: 'membership', href: EXTERNAL_LINKS.membership, icon: 'star', external: true },
  { key: 'giftcard', href: '/giftcard', icon: 'gift' },
  { key: 'career', href: '/career', icon: 'briefcase' },
  { key: 'productInquiry', href: '/productInquiry', icon: 'handshake' },
] as const satisfies ReadonlyArray<HomeLink>;

/** Product sections and the /products tab each opens (produce is the default tab). */
export const PRODUCT_SECTIONS = [
  { key: 'produce', href: '/products', icon: 'leaf', tone: '#e8f5e9' },
  { key: 'meat', href: '/products?tab=2', icon: 'meat', tone: '#fdecea' },
  { key: 'seafood', href: '/products?tab=3', icon: 'fish', tone: '#e6f1fb' },
  { key: 'groceries', href: '/products?tab=4', icon: 'bowl', tone: '#fff5e0' },
  { key: 'houseware', href: '/products?tab=5', icon: 'pan', tone: '#f1ecf9' },
] as const satisfies ReadonlyArray<HomeLink>;

export const CONTACT_BUTTONS = [
  { key: 'contact', href: '/contact' },
  { key: 'productInquiry', href: '/productInquiry' },
  { key: 'tenant', href: '/tenant' },
] as const;
