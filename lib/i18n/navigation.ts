import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * next-intl's navigation over the site's routing: addresses are written without their language
 * (`/event/12`, `{ pathname: '/sale', query: { location: 1 } }`) and get the page's (or
 * `locale`'s): Korean unprefixed, English under /en. Client components need the locale
 * provider of app/[locale]/layout.tsx.
 */
export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
