'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { AdminFormState } from '@/lib/admin/form-state';
import { currentStaff, requestAddress } from '@/lib/server/admin/guard';
import { checked, isState, languageOf } from '@/lib/server/admin/action-kit';
import { saveMailSettings } from '@/lib/server/services/mail-settings';
import { mailSettingsSchema } from '@/lib/validation/mail-settings';

/** The signed-in member's own mail settings (Your account): any role may set its own. */
export async function saveMailSettingsAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const staff = await currentStaff();
  if (!staff) return { status: 'error', message: t('sessionExpired'), signedOut: true };
  const input = await checked(mailSettingsSchema, form, locale);
  if (isState(input)) return input;
  await saveMailSettings(input, { staffId: staff.id, address: await requestAddress() });
  revalidatePath('/[locale]/admin/account', 'page');
  return { status: 'done', message: t('account.mailSaved') };
}
