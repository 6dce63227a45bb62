'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { deleteRecordAction, publishRecord, saveRecord } from '@/lib/server/admin/action-kit';
import { deleteAnnouncement, saveAnnouncement, setAnnouncementPublished } from '@/lib/server/services/announcement-admin';
import { announcementSchema } from '@/lib/validation/announcement';

/* Announcements in the back office: save, publish or unpublish, delete. Each checks itself (action-kit). */

const SECTION = { permission: 'announcements:manage', namespace: 'admin.announcements', list: '/admin/announcements' } as const;

export async function saveAnnouncementAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, id, form, { ...SECTION, schema: announcementSchema, save: saveAnnouncement });
}

export async function publishAnnouncementAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return publishRecord(rawLocale, form, { ...SECTION, publish: setAnnouncementPublished });
}

export async function deleteAnnouncementAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return deleteRecordAction(rawLocale, form, { ...SECTION, remove: async (id, who) => ((await deleteAnnouncement(id, who)) ? null : 'notFound') });
}
