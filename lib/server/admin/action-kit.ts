import 'server-only';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AnyObjectSchema, InferType } from 'yup';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import type { Permission } from '@/lib/admin/permissions';
import type { AdminFormState } from '@/lib/admin/form-state';
import { formValues } from '@/lib/admin/form-values';
import { recordId } from '@/lib/admin/record-id';
import { isRecordKind, RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { ApiError } from '@/lib/server/http';
import { validate } from '@/lib/server/validate';
import type { Actor } from '@/lib/server/services/staff-accounts';
import { currentStaff, requestAddress } from './guard';
import { permitted } from './permitted';

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

/** Too many tries (the limiter's 429, with the wait) as the form's message; anything else is thrown on. */
export function tooManyTries(error: unknown): AdminFormState {
  if (error instanceof ApiError && error.status === 429) return { status: 'error', message: String(error.body.detail) };
  throw error;
}

export const isState = (value: unknown): value is AdminFormState => typeof value === 'object' && value !== null && 'status' in value;

/** The signed-in actor allowed `permission`, or the state that says why not. */
export async function actor(permission: Permission, locale: AppLocale): Promise<Actor | AdminFormState> {
  const staff = await currentStaff();
  const t = await getTranslations({ locale, namespace: 'admin' });
  if (!staff) return { status: 'error', message: t('sessionExpired'), signedOut: true };
  const address = await requestAddress();
  if (!(await permitted(staff, [permission], { address }))) return { status: 'error', message: t('forbiddenBody') };
  return { staffId: staff.id, address };
}

/**
 * The actor allowed to act on a record of `kind` (its section's permission, or `permission`), or
 * the state that says why not: `notFound` when the bound kind is none (it comes from the browser).
 */
export async function kindActor(kind: RecordKind, locale: AppLocale, notFound: string, permission?: Permission): Promise<Actor | AdminFormState> {
  if (!isRecordKind(kind)) return { status: 'error', message: notFound };
  return actor(permission ?? RECORD_SECTIONS[kind].permission, locale);
}


/** The back-office sections whose records are saved alike (publishing and the trash: publishing-actions.ts). */
type RecordSection = 'admin.postings' | 'admin.sales' | 'admin.announcements' | 'admin.deals' | 'admin.slides';

interface RecordSpec {
  permission: Permission;
  /** Messages: saved, refused.{reason}. */
  namespace: RecordSection;
  /** The section's list, e.g. `/admin/postings`. */
  list: string;
}

/** Why a save was refused (a key of `refused`), or what was saved. */
type Outcome = { id: number } | string | null;

/**
 * A record's form sent: the permission, the schema, the save; a new record opens its own page
 * (`?saved=1`), a changed one says it is saved. Refusals are worded from `refused`.
 */
export async function saveRecord<S extends AnyObjectSchema>(
  rawLocale: string,
  id: number | null,
  form: FormData,
  spec: RecordSpec & { schema: S; save: (id: number | null, input: InferType<S>, who: Actor) => Promise<Outcome> },
): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor(spec.permission, locale);
  if (isState(who)) return who;
  const input = await checked(spec.schema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: spec.namespace });
  // A bound id is sent back by the browser: one that is not an id changes nothing (never creates).
  const target = id === null ? null : recordId(id);
  const saved = id !== null && target === null ? 'notFound' : await spec.save(target, input, who);
  if (saved === null || typeof saved === 'string') return { status: 'error', message: t(`refused.${saved ?? 'notFound'}` as 'refused.notFound') };
  revalidatePath(`/[locale]${spec.list}`, 'layout');
  // In place of the entry it was sent from, the copy the form's unsaved-changes guard holds: Back from the record comes to the form, not to its copy.
  if (id === null) return redirect({ href: `${spec.list}/${saved.id}?saved=1`, locale }, 'replace');
  return { status: 'done', message: t('saved') };
}
