'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { AdminFormState } from '@/lib/admin/form-state';
import { currentStaff, requestAddress } from '@/lib/server/admin/guard';
import { actor, checked, isState, languageOf } from '@/lib/server/admin/action-kit';
import { saveMailSettings } from '@/lib/server/services/mail-settings';
import { retryFailedMail } from '@/lib/server/mail/queue';
import { nudgeMailWorker } from '@/lib/server/mail/worker';
import { audit } from '@/lib/server/services/audit';
import { mailSettingsSchema } from '@/lib/validation/mail-settings';

/*
 * Mail (issue 37): a member's own settings, and an admin's "send the failed mail again".
 */

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

/** Mail given up on (the settings since mended) queued again, audited: the dashboard's button, admins only. */
export async function retryFailedMailAction(rawLocale: string): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('staff:manage', locale);
  if (isState(who)) return who;
  const count = await retryFailedMail();
  await audit({ staffId: who.staffId, action: 'mail-retry', subjectKind: 'mail', detail: String(count), address: who.address });
  nudgeMailWorker();
  revalidatePath('/[locale]/admin', 'page');
  const t = await getTranslations({ locale, namespace: 'admin.waiting' });
  return { status: 'done', message: t('mailRetried', { count }) };
}
