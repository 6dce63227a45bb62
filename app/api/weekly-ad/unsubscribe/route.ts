import { json, route } from '@/lib/server/http';
import { now } from '@/lib/server/clock';
import { unsubscribe } from '@/lib/server/services/weekly-ad';
import { formLocale, seeOther, tokenOf } from '@/lib/server/plain-forms';

/**
 * weekly-ad/unsubscribe/?t=: unsubscribes at once. A mail program's one-click POST (RFC 8058:
 * `List-Unsubscribe=One-Click`, no cookie, the token in the address the mail's header names) gets
 * a plain 200; the button of the settings page goes back to it, which says so in its language.
 */
/** The same address opened in a browser (a mail program without one-click): the settings page, at its Unsubscribe button; a GET changes nothing. */
export const GET = route(async (request, _context, locale) => seeOther(locale, '/weekly-ad/settings', { t: tokenOf(request, null) }));

export const POST = route(async (request, _context, requestLocale) => {
  const form = await request.formData().catch(() => null);
  const token = tokenOf(request, form);
  const gone = await unsubscribe(token, now());
  if (form?.get('List-Unsubscribe') === 'One-Click') return json({ unsubscribed: gone !== null }, { status: gone ? 200 : 404 });
  return seeOther(formLocale(form, requestLocale), '/weekly-ad/settings', { t: token, saved: gone ? 'unsubscribed' : undefined });
});
