import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * Stand-in for lib/i18n/navigation in component tests: links are plain anchors with the
 * locale prefix next-intl would give them, and the router is a spy.
 */
export const routerSpy = { replace: jest.fn(), push: jest.fn(), refresh: jest.fn() };
export const pathnameMock = { current: '/' };

function prefixed(href: string, locale?: string) {
  return locale && locale !== 'ko' ? `/${locale}${href === '/' ? '' : href}` : href;
}

export function Link({ href, locale, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; locale?: string; children?: ReactNode }) {
  return (
    <a href={prefixed(href, locale)} {...rest}>
      {children}
    </a>
  );
}

export const usePathname = () => pathnameMock.current;
export const useRouter = () => routerSpy;
export const getPathname = ({ href, locale }: { href: string; locale: string }) => prefixed(href, locale);
