'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { Link, getPathname, useAppLocale, usePathname } from '@/lib/i18n/client-navigation';
import { publicAddress } from '@/lib/content/static-tabs';

type NavLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * A link in the chrome. On the page it points at, it is marked current and a click loads the
 * page afresh (spec: "clicking the link of the page already shown reloads it").
 */
export function NavLink({ href, onClick, ...rest }: NavLinkProps) {
  const pathname = publicAddress(usePathname()).path;
  const locale = useAppLocale();
  const current = pathname === href;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!current || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.location.assign(getPathname({ href, locale }));
  }

  return <Link href={href} aria-current={current ? 'page' : undefined} onClick={handleClick} {...rest} />;
}
