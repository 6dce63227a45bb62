'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { actor, checked, isState, languageOf, recordId } from '@/lib/server/admin/action-kit';
import { deleteSale, saveSale, setSalePublished } from '@/lib/server/services/sale-admin';
import { weeklySaleSchema } from '@/lib/validation/weekly-sale';

/* Weekly sales in the back office: save, publish or unpublish, delete. Each checks itself. */

const refreshLists = () => revalidatePath('/[locale]/admin/sales', 'layout');

export async function saveSaleAction(rawLocale: string, id: number | null, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('sales:manage', locale);
  if (isState(who)) return who;
  const input = await checked(weeklySaleSchema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: 'admin.sales' });
  const saved = await saveSale(id === null ? null : recordId(id), input, who);
  if (typeof saved === 'string') return { status: 'error', message: t(`refused.${saved}`) };
  refreshLists();
  if (id === null) return redirect({ href: `/admin/sales/${saved.id}?saved=1`, locale });
  return { status: 'done', message: t('saved') };
}

export async function publishSaleAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('sales:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.sales' });
  const id = recordId(form.get('id'));
  const published = form.get('published') === 'true';
  if (id === null || !(await setSalePublished(id, published, who))) return { status: 'error', message: t('refused.notFound') };
  refreshLists();
  return { status: 'done', message: t(published ? 'published' : 'unpublished') };
}

export async function deleteSaleAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('sales:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.sales' });
  const id = recordId(form.get('id'));
  if (id === null || !(await deleteSale(id, who))) return { status: 'error', message: t('refused.notFound') };
  refreshLists();
  return redirect({ href: '/admin/sales?deleted=1', locale });
}
