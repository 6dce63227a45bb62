import { ValidationError } from 'yup';
import { clientIp, route } from '@/lib/server/http';
import { consume } from '@/lib/server/rate-limit';
import { serverTranslator } from '@/lib/server/i18n';
import { now } from '@/lib/server/clock';
import { signUp } from '@/lib/server/services/weekly-ad';
import { nudgeMailWorker } from '@/lib/server/mail/worker';
import { formLocale, seeOther } from '@/lib/server/plain-forms';
import { backTo } from '@/lib/stores/my-store';
import { weeklyAdFields, weeklyAdSignUpSchema } from '@/lib/validation/weekly-ad';

/**
 * weekly-ad/: a sign-up for the weekly ad by e-mail (issue 53), a plain form from the sign-up page,
 * the home page, a weekly sale or a store page. The answer is the same whether the address is
 * new, waiting or subscribed (`?sent=1` on the sign-up page); a field refused comes back there with
 * what to mend, in the page's language, and what was chosen (never the address in the URL).
 */
export const POST = route(async (request, _context, requestLocale) => {
  const form = await request.formData().catch(() => null);
  const locale = formLocale(form, requestLocale);
  await consume([[`ad-sign-up:${clientIp(request)}`, 'adSignUp']], locale);
  const fields = form ? weeklyAdFields(form) : {};
  const again = (error: string) => seeOther(locale, '/weekly-ad', { error, store: String(fields.store ?? ''), language: String(fields.language ?? '') });
  if (form?.get('consent') !== 'yes') return again('consent');
  let input;
  try {
    input = await weeklyAdSignUpSchema.validate(fields, { stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) return again(error.errors[0] ?? 'required');
    throw error;
  }
  const proof = { address: clientIp(request), page: backTo(form.get('page'), '/weekly-ad'), text: serverTranslator(locale, 'weeklyAd')('consent'), locale };
  await signUp(input, proof, now());
  nudgeMailWorker();
  return seeOther(locale, '/weekly-ad', { sent: '1' });
});
