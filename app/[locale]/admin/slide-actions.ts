'use server';

import { revalidatePath } from 'next/cache';
import { recordId } from '@/lib/admin/record-id';
import { actor, isState, languageOf } from '@/lib/server/admin/action-kit';
import { moveSlide } from '@/lib/server/services/slide-admin';

/* The home slides' order, the one rule of their own (saving, publishing, the trash: the engine's actions). Checks itself (action-kit). */

/** One place earlier or later on the home page (the form's `id` and `direction`). */
export async function moveSlideAction(rawLocale: string, form: FormData): Promise<void> {
  const locale = languageOf(rawLocale);
  const who = await actor('slides:manage', locale);
  const id = recordId(form.get('id'));
  const direction = form.get('direction');
  if (isState(who) || id === null || (direction !== 'up' && direction !== 'down')) return;
  await moveSlide(id, direction, who);
  revalidatePath('/[locale]/admin/[section]', 'page');
}
