'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { actor, checked, isState, languageOf } from '@/lib/server/admin/action-kit';
import { deleteSpecialHours, saveSpecialHours } from '@/lib/server/services/special-hours';
import { specialHoursSchema } from '@/lib/validation/special-hours';

/*
 * The stores page's actions (issue 37): a day's special hours set or removed. Each checks itself
 * (action-kit); the public pages read the change at once (the service expires their tag).
 */

/** Special hours for a day, for one store or every store; a day already set is replaced. */
export async function saveSpecialHoursAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('stores:manage', locale);
  if (isState(who)) return who;
  const input = await checked(specialHoursSchema, form, locale);
  if (isState(input)) return input;
  const { replaced } = await saveSpecialHours(input, who);
  revalidatePath('/[locale]/admin/stores', 'page');
  const t = await getTranslations({ locale, namespace: 'admin.stores' });
  return { status: 'done', message: t(replaced ? 'replaced' : 'saved') };
}

/** A day's special hours removed (the form's `id`): the weekly hours apply again. */
export async function deleteSpecialHoursAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('stores:manage', locale);
  if (isState(who)) return who;
  const id = recordId(form.get('id'));
  if (id === null || !(await deleteSpecialHours(id, who))) {
    const t = await getTranslations({ locale, namespace: 'admin.stores' });
    return { status: 'error', message: t('notFound') };
  }
  revalidatePath('/[locale]/admin/stores', 'page');
  return redirect({ href: '/admin/stores?done=removed', locale });
}
