'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { saveRecord } from '@/lib/server/admin/action-kit';
import { saveAnnouncement } from '@/lib/server/services/announcement-admin';
import { announcementSchema } from '@/lib/validation/announcement';

/* Announcements in the back office: save (publishing and the trash: publishing-actions.ts). Each checks itself (action-kit). */

export async function saveAnnouncementAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, 'announcement', id, form, { schema: announcementSchema, save: saveAnnouncement });
}

