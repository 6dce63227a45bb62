'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { actor, isState, kindActor, languageOf } from '@/lib/server/admin/action-kit';
import { setTrashed } from '@/lib/server/services/publishing';
import { listTrash, purgeRecord } from '@/lib/server/services/trash';

/*
 * The trash page's actions (issue 36). Each checks itself (action-kit). A success goes back to the
 * trash page with what was done in its address: the row the form was in is gone by then, so the
 * page, not the form, says so. A refusal stays beside the row.
 */

/** Out of the trash (the form's `id`): anyone who manages the kind. */
export async function restoreFromTrashAction(rawLocale: string, kind: RecordKind, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.trash' });
  const who = await kindActor(kind, locale, t('refused.notFound'));
  if (isState(who)) return who;
  const id = recordId(form.get('id'));
  if (id === null || !(await setTrashed(kind, id, false, who))) return { status: 'error', message: t('refused.notFound') };
  revalidatePath('/[locale]/admin', 'layout');
  return redirect({ href: '/admin/trash?done=restored', locale });
}

/** Deleted for good (the form's `id`): admins only. */
export async function purgeAction(rawLocale: string, kind: RecordKind, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.trash' });
  const who = await kindActor(kind, locale, t('refused.notFound'), 'trash:empty');
  if (isState(who)) return who;
  const id = recordId(form.get('id'));
  const refusal = id === null ? 'notFound' : await purgeRecord(kind, id, who);
  if (refusal) return { status: 'error', message: t(`refused.${refusal}`) };
  revalidatePath('/[locale]/admin', 'layout');
  return redirect({ href: '/admin/trash?done=purged', locale });
}

/** Everything in the trash deleted for good, but what the database keeps (a posting people applied to): admins only. */
export async function emptyTrashAction(rawLocale: string): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('trash:empty', locale);
  if (isState(who)) return who;
  let purged = 0;
  let kept = 0;
  for (const record of await listTrash()) {
    const refusal = await purgeRecord(record.kind, record.id, who);
    if (refusal === null) purged += 1;
    else if (refusal === 'kept') kept += 1;
  }
  revalidatePath('/[locale]/admin', 'layout');
  return redirect({ href: `/admin/trash?done=emptied&purged=${purged}&kept=${kept}`, locale });
}
