'use server';

import type { AdminFormState } from '@/lib/admin/form-state';
import { deleteRecordAction, publishRecord, saveRecord } from '@/lib/server/admin/action-kit';
import { deleteDeal, saveDeal, setDealPublished } from '@/lib/server/services/deal-admin';
import { dealSchema } from '@/lib/validation/deal';

/* Special deals in the back office: save, publish or unpublish, delete. Each checks itself (action-kit). */

const SECTION = { permission: 'deals:manage', namespace: 'admin.deals', list: '/admin/deals' } as const;

export async function saveDealAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return saveRecord(rawLocale, id, form, { ...SECTION, schema: dealSchema, save: saveDeal });
}

export async function publishDealAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return publishRecord(rawLocale, form, { ...SECTION, publish: setDealPublished });
}

export async function deleteDealAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  return deleteRecordAction(rawLocale, form, { ...SECTION, remove: async (id, who) => ((await deleteDeal(id, who)) ? null : 'notFound') });
}
