import 'server-only';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * next-intl's navigation for server code (pages, layouts, actions, metadata): addresses written
 * without their language (`/event/12`, `{ pathname: '/sale', query: { location: 1 } }`) get
 * the request's (or `locale`'s): Korean unprefixed, English under /en. Links are the client
 * module's (see there why), shared with client components.
 */
export const { redirect, permanentRedirect, getPathname } = createNavigation(routing);
export { Link } from './client-navigation';
