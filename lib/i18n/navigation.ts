import { redirect as nextRedirect } from 'next/navigation';
import type { AppLocale } from './routing-locales';
import { getPathname, type Href } from './localized-path';

// Navigation for server code (pages, layouts, actions, metadata), with next-intl's names and
// arguments but not its module: importing next-intl/navigation anywhere in a page's server code
// puts its Link, and with it next-intl's client runtime, into the page's script, 12.3 kB gzipped
// (docs/decisions/005-next-intl-navigation.md). tests/unit/navigation.test.ts holds getPathname
// to next-intl's answers. Client components use ./client-navigation.tsx.
export { getPathname, type Href } from './localized-path';
export { Link } from './client-navigation';

/** Redirects (server components, actions) to a page of the site in a language; `type` as Next's. */
export function redirect({ href, locale }: { href: Href; locale: AppLocale }, type?: 'push' | 'replace'): never {
  return nextRedirect(getPathname({ href, locale }), type);
}
