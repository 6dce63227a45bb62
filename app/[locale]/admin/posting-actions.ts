'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { saveRecord } from '@/lib/server/admin/action-kit';
import { postingPublished, savePosting } from '@/lib/server/services/posting-admin';
import { recordId } from '@/lib/admin/record-id';
import { postingSchema } from '@/lib/validation/posting';

/* Job postings in the back office: save (publishing and the trash: publishing-actions.ts). Each checks itself (action-kit). */

export async function savePostingAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  // The pay rules bind a published posting: whether it is, is the stored record's to say, not the form's.
  const target = id === null ? null : recordId(id);
  form.set('published', String(target !== null && (await postingPublished(target))));
  return saveRecord(rawLocale, 'posting', id, form, { schema: postingSchema, save: savePosting });
}

