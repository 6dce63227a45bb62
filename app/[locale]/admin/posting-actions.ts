'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { deleteRecordAction, publishRecord, saveRecord } from '@/lib/server/admin/action-kit';
import { deletePosting, savePosting, setPostingPublished } from '@/lib/server/services/posting-admin';
import { postingSchema } from '@/lib/validation/posting';

/* Job postings in the back office: save, publish or unpublish, delete. Each checks itself (action-kit). */

const SECTION = { permission: 'postings:manage', namespace: 'admin.postings', list: '/admin/postings' } as const;

export async function savePostingAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, id, form, {
    ...SECTION,
    schema: postingSchema,
    save: async (target, input, who) => {
      const saved = await savePosting(target, input, who);
      return saved === null ? 'notFound' : { id: saved };
    },
  });
}

export async function publishPostingAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return publishRecord(rawLocale, form, { ...SECTION, publish: setPostingPublished });
}

export async function deletePostingAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return deleteRecordAction(rawLocale, form, { ...SECTION, remove: deletePosting });
}
