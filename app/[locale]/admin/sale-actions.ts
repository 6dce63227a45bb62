'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { deleteRecordAction, publishRecord, saveRecord } from '@/lib/server/admin/action-kit';
import { deleteSale, saveSale, setSalePublished } from '@/lib/server/services/sale-admin';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';

/* Weekly sales in the back office: save, publish or unpublish, delete. Each checks itself (action-kit). */

const SECTION = { permission: 'sales:manage', namespace: 'admin.sales', list: '/admin/sales' } as const;

export async function saveSaleAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, id, form, { ...SECTION, schema: weeklySaleSchema, save: saveSale });
}

export async function publishSaleAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return publishRecord(rawLocale, form, { ...SECTION, publish: setSalePublished });
}

export async function deleteSaleAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return deleteRecordAction(rawLocale, form, { ...SECTION, remove: async (id, who) => ((await deleteSale(id, who)) ? null : 'notFound') });
}
