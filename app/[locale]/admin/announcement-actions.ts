'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { actor, checked, isState, languageOf, recordId } from '@/lib/server/admin/action-kit';
import { deleteAnnouncement, saveAnnouncement, setAnnouncementPublished } from '@/lib/server/services/announcement-admin';
import { announcementSchema } from '@/lib/validation/announcement';

/* Announcements in the back office: save, publish or unpublish, delete. Each checks itself. */

const refreshLists = () => revalidatePath('/[locale]/admin/announcements', 'layout');

export async function saveAnnouncementAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('announcements:manage', locale);
  if (isState(who)) return who;
  const input = await checked(announcementSchema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: 'admin.announcements' });
  const saved = await saveAnnouncement(id === null ? null : recordId(id), input, who);
  if (typeof saved === 'string') return { status: 'error', message: t(`refused.${saved}`) };
  refreshLists();
  if (id === null) return redirect({ href: `/admin/announcements/${saved.id}?saved=1`, locale });
  return { status: 'done', message: t('saved') };
}

export async function publishAnnouncementAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('announcements:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.announcements' });
  const id = recordId(form.get('id'));
  const published = form.get('published') === 'true';
  if (id === null || !(await setAnnouncementPublished(id, published, who))) return { status: 'error', message: t('refused.notFound') };
  refreshLists();
  return { status: 'done', message: t(published ? 'published' : 'unpublished') };
}

export async function deleteAnnouncementAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('announcements:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.announcements' });
  const id = recordId(form.get('id'));
  if (id === null || !(await deleteAnnouncement(id, who))) return { status: 'error', message: t('refused.notFound') };
  refreshLists();
  return redirect({ href: '/admin/announcements?deleted=1', locale });
}
