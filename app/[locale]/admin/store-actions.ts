'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { actor, checked, isState, languageOf } from '@/lib/server/admin/action-kit';
import { deleteSpecialHours, saveSpecialHours } from '@/lib/server/services/special-hours';
import { saveStoreDetails } from '@/lib/server/services/store-admin';
import { restoreStoreRevision } from '@/lib/server/services/store-revisions';
import { storeBySlug } from '@/lib/content/stores';
import { specialHoursSchema } from '@/lib/validation/special-hours';
import { storeDetailsSchema } from '@/lib/validation/store-details';

/*
 * The stores section's actions (issue 37): a store's details saved; a day's special hours set or
 * removed; a revision of either brought back (issue 51). Each checks itself (action-kit); the public pages read the change at once (the
 * services expire their tags).
 */

/** A store's address, phone, weekly hours, services, place and photos (`slug` bound by its page). */
export async function saveStoreAction(rawLocale: string, slug: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('stores:manage', locale);
  if (isState(who)) return who;
  const input = await checked(storeDetailsSchema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: 'admin.storeDetails' });
  const saved = await saveStoreDetails(slug, input, who);
  if (typeof saved === 'string') return { status: 'error', message: t(`refused.${saved}`) };
  revalidatePath('/[locale]/admin/stores', 'layout');
  return { status: 'done', message: t('saved') };
}

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

/** A store's revision (the form's `id`: its details, or a day's special hours) brought back as the newest; then its revisions say so. */
export async function restoreStoreRevisionAction(rawLocale: string, slug: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('stores:manage', locale);
  if (isState(who)) return who;
  const revision = recordId(form.get('id'));
  if (!storeBySlug(String(slug)) || revision === null || !(await restoreStoreRevision(String(slug), revision, who))) {
    return { status: 'error', message: (await getTranslations({ locale, namespace: 'admin.storeRevisions' }))('notFound') };
  }
  revalidatePath('/[locale]/admin/stores', 'layout');
  return redirect({ href: `/admin/stores/${slug}/revisions?restored=1`, locale });
}
