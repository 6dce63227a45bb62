import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * Stand-in for lib/i18n/navigation and client-navigation in component tests: links are
 * plain anchors with the language prefix the site gives them, the router is a spy, and the
 * page's language is the one renderWithIntl renders in.
 */
export const routerSpy = { replace: jest.fn(), push: jest.fn(), refresh: jest.fn() };
export const pathnameMock = { current: '/' };
export const localeMock: { current: 'ko' | 'en' } = { current: 'ko' };

function prefixed(href: string, locale?: string) {
  return locale && locale !== 'ko' ? `/${locale}${href === '/' ? '' : href}` : href;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; locale?: string; scroll?: boolean; children?: ReactNode };

export function Link({ href, locale = localeMock.current, children, ...rest }: LinkProps) {
  // `scroll` is for the router, not the anchor.
  const anchor = { ...rest };
  delete anchor.scroll;
  return (
    <a href={prefixed(href, locale)} {...anchor}>
      {children}
    </a>
  );
}

export const usePathname = () => pathnameMock.current;
export const useRouter = () => routerSpy;
export const getPathname = ({ href, locale }: { href: string; locale: string }) => prefixed(href, locale);
export const useAppLocale = () => localeMock.current;
