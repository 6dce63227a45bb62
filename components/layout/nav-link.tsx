'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { Link, getPathname, useAppLocale, usePathname } from '@/lib/i18n/client-navigation';
import { publicAddress } from '@/lib/content/static-tabs';
import { navCurrent } from '@/lib/layout/nav-current';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /** Marked on the pages of its section too (the header's links), not only on its own page. */
  section?: boolean;
};

/**
 * A link in the chrome. On the page it points at, it is marked current and a click loads the
 * page afresh (spec: "clicking the link of the page already shown reloads it"); a `section` link
 * is also marked on the pages of its section (a region's sale, a posting) as where the visitor is.
 */
export function NavLink({ href, onClick, section = false, ...rest }: NavLinkProps) {
  const pathname = publicAddress(usePathname()).path;
  const locale = useAppLocale();
  const found = navCurrent(pathname, href);
  const mark = found === 'true' && !section ? undefined : found;
  const current = mark === 'page';

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!current || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.location.assign(getPathname({ href, locale }));
  }

  return <Link href={href} aria-current={mark} onClick={handleClick} {...rest} />;
}
