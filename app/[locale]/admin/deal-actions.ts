'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { saveRecord } from '@/lib/server/admin/action-kit';
import { saveDeal } from '@/lib/server/services/deal-admin';
import { dealSchema } from '@/lib/validation/deal';

/* Special deals in the back office: save (publishing and the trash: publishing-actions.ts). Each checks itself (action-kit). */

export async function saveDealAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, 'deal', id, form, { schema: dealSchema, save: saveDeal });
}

