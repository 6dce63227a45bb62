import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AnyObjectSchema, InferType } from 'yup';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { can, type Permission } from '@/lib/admin/permissions';
import type { AdminFormState } from '@/lib/admin/form-state';
import { formValues } from '@/lib/admin/form-values';
import { ApiError } from '@/lib/server/http';
import { validate } from '@/lib/server/validate';
import type { Actor } from '@/lib/server/services/staff-accounts';
import { currentStaff, requestAddress } from './guard';

/*
 * What every back-office server action does first. Next checks each call's Origin against the
 * host (no cross-site posts); the action checks the session and the permission itself.
 */

export const languageOf = (locale: unknown): AppLocale => (isAppLocale(locale) ? locale : 'ko');

/** The form's values through its schema, or the state that shows its messages. */
export async function checked<S extends AnyObjectSchema>(schema: S, form: FormData, locale: AppLocale): Promise<InferType<S> | AdminFormState> {
  try {
    return await validate(schema, formValues(form), locale, { lists: true });
  } catch (error) {
    if (error instanceof ApiError) return { status: 'error', errors: error.body as Record<string, string[]> };
    throw error;
  }
}

export const isState = (value: unknown): value is AdminFormState => typeof value === 'object' && value !== null && 'status' in value;

/** The signed-in actor allowed `permission`, or the state that says why not. */
export async function actor(permission: Permission, locale: AppLocale): Promise<Actor | AdminFormState> {
  const staff = await currentStaff();
  const t = await getTranslations({ locale, namespace: 'admin' });
  if (!staff) return { status: 'error', message: t('sessionExpired'), signedOut: true };
  if (!can(staff.role, permission)) return { status: 'error', message: t('forbiddenBody') };
  return { staffId: staff.id, address: await requestAddress() };
}

/** A record id sent by a form (a hidden field or a bound argument), or null. */
export function recordId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
