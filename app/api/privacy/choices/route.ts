import { getPathname } from '@/lib/i18n/navigation';
import { ApiError, json, route } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { formLocale } from '@/lib/server/plain-forms';
import { ANALYTICS_COOKIE, analyticsStanding, sendsGpc } from '@/lib/privacy/choices';

/**
 * privacy/choices/: whether this browser's analytics may run (issue 52), asked by the site's
 * analytics once a page has loaded. Only the request knows its `Sec-GPC` header, and pages are
 * cached for everyone, so the answer is this request's own and never kept by any cache.
 */
export const GET = route(async (request) => {
  const standing = analyticsStanding({ gpc: sendsGpc(request.headers.get('sec-gpc')), cookies: request.headers.get('cookie') });
  return json({ analytics: standing === 'on', standing }, { headers: { Vary: 'Sec-GPC, Cookie' } });
});

/**
 * The choice sent by /privacy/choices' form (`analytics`: on or off, `locale`), kept in this
 * browser for a year; then that page again, loaded whole, so analytics already running stop.
 * A plain form post: it works before any script.
 */
export const POST = route(async (request, _context, locale) => {
  const form = await request.formData().catch(() => null);
  const choice = form?.get('analytics');
  if (choice !== 'on' && choice !== 'off') throw new ApiError(400, { detail: serverTranslator(locale, 'api')('privacyChoiceRefused') });
  const pageLocale = formLocale(form, locale);
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const cookie =
    choice === 'off'
      ? `${ANALYTICS_COOKIE.name}=${ANALYTICS_COOKIE.off}; Path=/; Max-Age=${ANALYTICS_COOKIE.maxAge}; SameSite=Lax${secure}`
      : `${ANALYTICS_COOKIE.name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  const page = getPathname({ href: { pathname: '/privacy/choices', query: { saved: choice } }, locale: pageLocale });
  return new Response(null, { status: 303, headers: { Location: page, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
});
