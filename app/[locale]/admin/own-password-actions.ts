'use server';

import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { AdminFormState } from '@/lib/admin/form-state';
import { currentStaff, requestAddress } from '@/lib/server/admin/guard';
import { checked, isState, languageOf, tooManyTries } from '@/lib/server/admin/action-kit';
import { ADMIN_COOKIE, changeOwnPassword } from '@/lib/server/services/staff-auth';
import { ownPasswordSchema } from '@/lib/validation/staff';

/** Your account: any role changes its own password with the one it signed in with; its other sign-ins end. */
export async function changeOwnPasswordAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const staff = await currentStaff();
  if (!staff) return { status: 'error', message: t('sessionExpired'), signedOut: true };
  // The new password is checked against the stored account, not the form's copy of it.
  form.set('email', staff.email);
  form.set('name', staff.name);
  const input = await checked(ownPasswordSchema, form, locale);
  if (isState(input)) return input;
  let refusal;
  try {
    refusal = await changeOwnPassword((await cookies()).get(ADMIN_COOKIE)?.value, input, await requestAddress(), locale);
  } catch (error) {
    return tooManyTries(error);
  }
  if (refusal === 'signedOut') return { status: 'error', message: t('sessionExpired'), signedOut: true };
  if (refusal === 'wrongPassword') return { status: 'error', errors: { current: [t('account.wrongPassword')] } };
  if (refusal === 'commonPassword') return { status: 'error', errors: { password: [(await getTranslations({ locale, namespace: 'validation' }))('staffPasswordCommon')] } };
  return { status: 'done', message: t('account.passwordChanged') };
}
