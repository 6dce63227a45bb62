import 'server-only';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Permission } from '@/lib/admin/permissions';
import { cookieFrom } from '@/lib/server/auth/signed-token';
import { ApiError, clientIp, route } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { ADMIN_COOKIE, staffFromToken, type StaffMember } from '@/lib/server/services/staff-auth';
import type { Actor } from '@/lib/server/services/staff-accounts';
import { fromOurPages } from '@/lib/http/from-our-pages';
import { permitted } from './permitted';

type StaffHandler<C> = (request: Request, context: C, locale: AppLocale, staff: StaffMember & Actor) => Promise<Response>;

/**
 * An admin route handler: refused 403 when sent from another site, 401 without a live session,
 * 403 when the account lacks every permission `allowed` names for this request; then the handler
 * runs with the signed-in staff member. Answers are never cached.
 */
export function staffRoute<C>(allowed: (context: C, locale: AppLocale) => Promise<readonly Permission[]> | readonly Permission[], handler: StaffHandler<C>) {
  return route(async (request: Request, context: C, locale) => {
    const t = serverTranslator(locale, 'api');
    if (!fromOurPages(request.headers)) throw new ApiError(403, { detail: t('crossSite') });
    const staff = await staffFromToken(cookieFrom(request, ADMIN_COOKIE));
    if (!staff) throw new ApiError(401, { detail: t('staffSignedOut') });
    const permissions = await allowed(context, locale);
    const address = clientIp(request);
    if (!(await permitted(staff, permissions, { address, what: `${request.method} ${new URL(request.url).pathname}` }))) throw new ApiError(403, { detail: t('staffForbidden') });
    return handler(request, context, locale, { ...staff, staffId: staff.id, address });
  });
}
