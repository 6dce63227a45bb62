import { getPathname } from '@/lib/i18n/navigation';
import { ApiError, route } from '@/lib/server/http';
import { serverTranslator } from '@/lib/server/i18n';
import { formLocale } from '@/lib/server/plain-forms';
import { backTo, choosableStore, myStoreCookie } from '@/lib/stores/my-store';

/**
 * my-store/: a shopper's store chosen (`store`: a store's slug) or forgotten (`store` empty) by a
 * plain form, from the store page, the locator, the weekly sale or the My store page: kept in this
 * browser's cookie for a year, then back to `back` (a path of this site), loaded whole so every
 * page shows the new store. Works before any script; no account, nothing stored on our side.
 */
export const POST = route(async (request, _context, locale) => {
  const form = await request.formData().catch(() => null);
  const asked = form?.get('store');
  const store = typeof asked === 'string' && asked !== '' ? choosableStore(asked) : null;
  if (typeof asked !== 'string' || (asked !== '' && !store)) throw new ApiError(400, { detail: serverTranslator(locale, 'api')('myStoreRefused') });
  const pageLocale = formLocale(form, locale);
  const saved = getPathname({ href: { pathname: '/my-store', query: { saved: store ? 'chosen' : 'forgotten' } }, locale: pageLocale });
  const secure = new URL(request.url).protocol === 'https:';
  return new Response(null, {
    status: 303,
    headers: { Location: backTo(form?.get('back'), saved), 'Set-Cookie': myStoreCookie(store?.slug ?? null, secure), 'Cache-Control': 'no-store' },
  });
});
