'use server';

import { getTranslations } from 'next-intl/server';
import type { AdminFormState } from '@/lib/admin/form-state';
import { isRecordKind, type RecordKind } from '@/lib/admin/record-kinds';
import { languageOf } from '@/lib/server/admin/action-kit';
import { RECORD_SAVES } from '@/lib/server/admin/record-saves';

/* A record's form saved, one action for every kind staff publish (publishing and the trash: publishing-actions.ts). */

/** Creates (id null) or changes a record of `kind`; the kind and id are bound by the page, and come back from the browser. */
export async function saveRecordAction(rawLocale: string, kind: RecordKind, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  if (!isRecordKind(kind)) return { status: 'error', message: (await getTranslations({ locale: languageOf(rawLocale), namespace: 'admin.publishing' }))('refused.notFound') };
  return RECORD_SAVES[kind](rawLocale, id, form);
}
