import { route } from '@/lib/server/http';
import { now } from '@/lib/server/clock';
import { confirmSubscription } from '@/lib/server/services/weekly-ad';
import { formLocale, seeOther, tokenOf } from '@/lib/server/plain-forms';

/**
 * weekly-ad/confirm/: the double opt-in's second step, the button of the confirmation mail's page
 * (a plain form: a GET never confirms, so a mail scanner that follows links confirms nothing).
 * Then the subscriber's settings page says so, or that the link is not valid.
 */
export const POST = route(async (request, _context, requestLocale) => {
  const form = await request.formData().catch(() => null);
  const token = tokenOf(request, form);
  const confirmed = await confirmSubscription(token, now());
  return seeOther(formLocale(form, requestLocale), '/weekly-ad/settings', { t: token, saved: confirmed ? 'confirmed' : undefined });
});
