'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { storeTimeToDate } from '@/lib/dates';
import { checked, isState, kindActor, languageOf } from '@/lib/server/admin/action-kit';
import { setPublishing, setTrashed } from '@/lib/server/services/publishing';
import { postingPublishRefusal, postingTrashRefusal } from '@/lib/server/services/posting-admin';
import { preparedChangeSchema, publishingSchema } from '@/lib/validation/publishing';
import { applyChange, discardChange, scheduleChange } from '@/lib/server/services/prepared-changes';
import { now } from '@/lib/server/clock';
import { nudgeMailWorker } from '@/lib/server/mail/worker';

/* Publishing and the trash, one pair of actions for every kind staff publish (issue 36). Each checks itself (action-kit). */

/** Publish now or between two New York times, or back to draft (the form's `id`, `intent`, `publish_from`, `publish_until`). */
export async function publishingAction(rawLocale: string, kind: RecordKind, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.publishing' });
  const who = await kindActor(kind, locale, t('refused.notFound'));
  if (isState(who)) return who;
  const input = await checked(publishingSchema, form, locale);
  if (isState(input)) return input;
  const id = recordId(form.get('id'));
  if (id === null) return { status: 'error', message: t('refused.notFound') };
  const published = input.intent === 'publish';
  if (published && kind === 'posting') {
    const refusal = await postingPublishRefusal(id);
    if (refusal) return { status: 'error', message: (await getTranslations({ locale, namespace: 'admin.postings' }))(`refused.${refusal}`) };
  }
  const publishFrom = published && input.publish_from ? storeTimeToDate(input.publish_from) : null;
  const publishUntil = published && input.publish_until ? storeTimeToDate(input.publish_until) : null;
  if (!(await setPublishing(kind, id, { published, publishFrom, publishUntil }, who))) return { status: 'error', message: t('refused.notFound') };
  revalidatePath('/[locale]/admin/[section]', 'layout');
  // A sale public from now is mailed to its subscribers at once (lib/server/services/weekly-ad-sends.ts).
  if (kind === 'sale' && published && !publishFrom) nudgeMailWorker({ sales: true });
  return { status: 'done', message: t(!published ? 'unpublished' : publishFrom || publishUntil ? 'scheduled' : 'published') };
}

/** To the trash (the form's `id`), then back to the list, which says it can be restored. */
export async function trashAction(rawLocale: string, kind: RecordKind, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.publishing' });
  const who = await kindActor(kind, locale, t('refused.notFound'));
  if (isState(who)) return who;
  const section = RECORD_SECTIONS[kind];
  const id = recordId(form.get('id'));
  if (id === null) return { status: 'error', message: t('refused.notFound') };
  const refusal = kind === 'posting' ? await postingTrashRefusal(id) : null;
  if (refusal) return { status: 'error', message: t(`refused.${refusal}`) };
  if (!(await setTrashed(kind, id, true, who))) return { status: 'error', message: t('refused.notFound') };
  revalidatePath('/[locale]/admin', 'layout');
  return redirect({ href: `${section.list}?deleted=1`, locale });
}


/**
 * A published record's prepared change (the form's `revision`, bound to the record `id`):
 * published now, at a New York time to come (or that time cancelled), or thrown away.
 */
export async function preparedChangeAction(rawLocale: string, kind: RecordKind, id: number, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.preparedChange' });
  const who = await kindActor(kind, locale, t('gone'));
  if (isState(who)) return who;
  const input = await checked(preparedChangeSchema, form, locale);
  if (isState(input)) return input;
  const target = recordId(id);
  if (target === null) return { status: 'error', message: t('gone') };
  const at = input.intent === 'schedule' ? storeTimeToDate(input.publish_at) : null;
  if (at && at <= now()) return { status: 'error', message: (await getTranslations({ locale, namespace: 'validation' }))('publishAtPast') };
  let refusal: string | null = null;
  if (input.intent === 'publish') refusal = await applyChange(kind, target, input.revision, who);
  else if (input.intent === 'discard') refusal = (await discardChange(kind, target, input.revision, who)) ? null : 'notFound';
  else refusal = (await scheduleChange(kind, target, input.revision, at, who)) ? null : 'notFound';
  if (refusal === 'notFound') return { status: 'error', message: t('gone') };
  if (refusal) return { status: 'error', message: (await getTranslations({ locale, namespace: 'admin.revisions' }))(`refused.${refusal}` as 'refused.notFound') };
  revalidatePath('/[locale]/admin/[section]', 'layout');
  // Published or thrown away, the change's panel is gone: the record's page says what became of it.
  if (input.intent === 'publish' || input.intent === 'discard') return redirect({ href: `${RECORD_SECTIONS[kind].list}/${target}?change=${input.intent === 'publish' ? 'published' : 'discarded'}`, locale });
  return { status: 'done', message: t(input.intent === 'schedule' ? 'scheduled' : 'unscheduled') };
}
