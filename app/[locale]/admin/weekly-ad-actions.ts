'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { actor, isState, languageOf } from '@/lib/server/admin/action-kit';
import { removeSubscriber } from '@/lib/server/services/weekly-ad-admin';

/** A weekly ad subscriber's address removed (the form's `id`, admins): back to the list, which says so. */
export async function removeSubscriberAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('subscribers:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin' });
  const id = recordId(form.get('id'));
  if (id === null || !(await removeSubscriber(id, who))) return { status: 'error', message: t('noneFound') };
  revalidatePath('/[locale]/admin', 'layout');
  return redirect({ href: '/admin/subscribers?deleted=1', locale });
}
