import type { IconName } from '@/components/ui/icon';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';

interface HomeLink {
  key: string;
  href: string;
  icon: IconName;
  external?: boolean;
}

interface DepartmentLink {
  key: string;
  href: string;
  tone: string;
  /** A picture under public/images/food/. */
  picture: string;
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
  { key: 'produce', href: '/products', tone: '#e8f5e9', picture: 'leafy-greens' },
  { key: 'meat', href: '/products/meat', tone: '#fdecea', picture: 'steak' },
  { key: 'seafood', href: '/products/seafood', tone: '#e6f1fb', picture: 'shrimp' },
  { key: 'groceries', href: '/products/groceries', tone: '#fff5e0', picture: 'ramen' },
  { key: 'houseware', href: '/products/houseware', tone: '#f1ecf9', picture: 'frying-pan' },
] as const satisfies ReadonlyArray<DepartmentLink>;

export const CONTACT_BUTTONS = [
  { key: 'contact', href: '/contact' },
  { key: 'productInquiry', href: '/productInquiry' },
  { key: 'tenant', href: '/tenant' },
] as const;

interface Banner {
  key: 'membership' | 'opening' | 'giftcard';
  tone: string;
  /** Pictures under public/images/food/. */
  pictures: readonly string[];
}

/** The banner slider (spec: membership, the store-opening popup, gift card), in that order. */
export const BANNERS = [
  { key: 'membership', tone: '#fff4d6', pictures: ['credit-card', 'star'] },
  { key: 'opening', tone: '#e3f3e8', pictures: ['store', 'party-popper'] },
  { key: 'giftcard', tone: '#fde8e8', pictures: ['gift', 'shopping-cart'] },
] as const satisfies ReadonlyArray<Banner>;
