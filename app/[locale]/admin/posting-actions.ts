'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { actor, checked, isState, languageOf, recordId } from '@/lib/server/admin/action-kit';
import { deletePosting, savePosting, setPostingPublished } from '@/lib/server/services/posting-admin';
import { jobPostingSchema } from '@/lib/validation/job-posting';

/* Job postings in the back office: save, publish or unpublish, delete. Each checks itself. */

const refreshLists = () => revalidatePath('/[locale]/admin/postings', 'layout');

/** Creates (id null) or saves a posting; a new one opens its own edit page, saved. */
export async function savePostingAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('postings:manage', locale);
  if (isState(who)) return who;
  const input = await checked(jobPostingSchema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: 'admin.postings' });
  const saved = await savePosting(id === null ? null : recordId(id), input, who);
  if (saved === null) return { status: 'error', message: t('missing') };
  refreshLists();
  if (id === null) return redirect({ href: `/admin/postings/${saved}?saved=1`, locale });
  return { status: 'done', message: t('saved') };
}

export async function publishPostingAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('postings:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.postings' });
  const id = recordId(form.get('id'));
  const published = form.get('published') === 'true';
  if (id === null || !(await setPostingPublished(id, published, who))) return { status: 'error', message: t('missing') };
  refreshLists();
  return { status: 'done', message: t(published ? 'published' : 'unpublished') };
}

export async function deletePostingAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('postings:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.postings' });
  const id = recordId(form.get('id'));
  const refusal = id === null ? 'notFound' : await deletePosting(id, who);
  if (refusal) return { status: 'error', message: t(refusal === 'hasApplications' ? 'hasApplications' : 'missing') };
  refreshLists();
  return redirect({ href: '/admin/postings?deleted=1', locale });
}
