import type { NextConfig } from 'next';

/** One entry of next.config's `redirects()`, as Next's public config type names it. */
type Redirect = Awaited<ReturnType<NonNullable<NextConfig['redirects']>>>[number];

/** Old site addresses (spec section 2) and where they live now. */
const LEGACY_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['/store-event', '/event'],
  ['/weekly-sale', '/sale'],
  ['/nj-weekly-sale', '/sale'],
  ['/fl-weekly-sale-2', '/sale'],
  ['/locations', '/location'],
  ['/locations/:slug', '/location'],
];

/** Each legacy path, unprefixed (Korean) and under /en, moved for good. */
export function legacyRedirects(): Redirect[] {
  return LEGACY_PATHS.flatMap(([from, to]) => [
    { source: from, destination: to, permanent: true },
    { source: `/en${from}`, destination: `/en${to}`, permanent: true },
  ]);
}
