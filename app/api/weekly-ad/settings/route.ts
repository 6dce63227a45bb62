import { ValidationError } from 'yup';
import { route } from '@/lib/server/http';
import { now } from '@/lib/server/clock';
import { saveAdSettings } from '@/lib/server/services/weekly-ad';
import { formLocale, seeOther, tokenOf } from '@/lib/server/plain-forms';
import { weeklyAdFields, weeklyAdSettingsSchema } from '@/lib/validation/weekly-ad';

/** weekly-ad/settings/: a subscriber's store, language and editions, changed from their mail's link (no password). */
export const POST = route(async (request, _context, requestLocale) => {
  const form = await request.formData().catch(() => null);
  const locale = formLocale(form, requestLocale);
  const token = tokenOf(request, form);
  let settings;
  try {
    settings = await weeklyAdSettingsSchema.validate(form ? weeklyAdFields(form) : {}, { stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return seeOther(locale, '/weekly-ad/settings', { t: token, error: error.errors[0] ?? 'required' });
    throw error;
  }
  const saved = await saveAdSettings(token, settings, now());
  return seeOther(locale, '/weekly-ad/settings', { t: token, saved: saved ? 'settings' : undefined });
});
