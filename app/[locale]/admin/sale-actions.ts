'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { saveRecord } from '@/lib/server/admin/action-kit';
import { saveSale } from '@/lib/server/services/sale-admin';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';

/* Weekly sales in the back office: save (publishing and the trash: publishing-actions.ts). Each checks itself (action-kit). */

export async function saveSaleAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, 'sale', id, form, { schema: weeklySaleSchema, save: saveSale });
}

