'use server';

import { revalidatePath } from 'next/cache';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { actor, isState, languageOf, saveRecord } from '@/lib/server/admin/action-kit';
import { moveSlide, saveSlide } from '@/lib/server/services/slide-admin';
import { homeSlideSchema } from '@/lib/validation/home-slide';

/* Home slides in the back office: save and move (publishing and the trash: publishing-actions.ts). Each checks itself (action-kit). */

export async function saveSlideAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, 'slide', id, form, { schema: homeSlideSchema, save: saveSlide });
}

/** One place earlier or later on the home page (the form's `id` and `direction`). */
export async function moveSlideAction(rawLocale: string, form: FormData): Promise<void> {
  const locale = languageOf(rawLocale);
  const who = await actor('slides:manage', locale);
  const id = recordId(form.get('id'));
  const direction = form.get('direction');
  if (isState(who) || id === null || (direction !== 'up' && direction !== 'down')) return;
  await moveSlide(id, direction, who);
  revalidatePath('/[locale]/admin/slides', 'layout');
}
