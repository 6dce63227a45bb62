import { redirect as nextRedirect } from 'next/navigation';
import type { AppLocale } from './routing';
import { getPathname, type Href } from './localized-path';

export { getPathname, type Href } from './localized-path';
export { Link } from './link';

/** Redirects (server components, actions) to a page of the site in a language. */
export function redirect({ href, locale }: { href: Href; locale: AppLocale }): never {
  return nextRedirect(getPathname({ href, locale }));
}
