'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { isState, kindActor, languageOf } from '@/lib/server/admin/action-kit';
import { restoreRevision } from '@/lib/server/services/revision-restore';

/** An older revision (the form's `id`) written back as the record's newest; then its edit page, which says so. */
export async function restoreRevisionAction(rawLocale: string, kind: RecordKind, id: number, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.revisions' });
  const who = await kindActor(kind, locale, t('refused.notFound'));
  if (isState(who)) return who;
  const section = RECORD_SECTIONS[kind];
  const target = recordId(id);
  const revision = recordId(form.get('id'));
  const refusal = target === null || revision === null ? 'notFound' : await restoreRevision(kind, target, revision, who);
  if (refusal) return { status: 'error', message: t(`refused.${refusal}`) };
  revalidatePath('/[locale]/admin', 'layout');
  return redirect({ href: `${section.list}/${target}?restored=1`, locale });
}
