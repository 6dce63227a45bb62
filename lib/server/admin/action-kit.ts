import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { getPathname, redirect } from '@/lib/i18n/navigation';
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
import type { Conflict, Written } from '@/lib/server/services/publishing';
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


/** Why a save was refused (a key of `refused`), a colleague's change since the form was drawn, or what was saved. */
type Outcome = Written | Conflict | string | null;

/** The revision a record's form was drawn from (its hidden `base`: 0 for none yet, else a revision's id), or undefined when the form names none it could. */
function baseOf(form: FormData): number | undefined {
  const value = form.get('base');
  return value === '0' ? 0 : (recordId(value) ?? undefined);
}

/** A save refused because a colleague saved the record since the form was drawn: who and when, and a way to compare. */
async function conflictState(kind: RecordKind, id: number, { conflict }: Conflict, locale: AppLocale): Promise<AdminFormState> {
  const t = await getTranslations({ locale, namespace: 'admin' });
  const time = (await getFormatter({ locale })).dateTime(conflict.at, { dateStyle: 'medium', timeStyle: 'short' });
  const href = getPathname({ href: `/admin/revisions/${kind}/${id}`, locale });
  return {
    status: 'error',
    message: conflict.by === null ? t('conflictUnknown', { time }) : t('conflict', { name: conflict.by, time }),
    compare: { href: `${href}?a=${conflict.base}&b=${conflict.revision}`, label: t('compareVersions') },
  };
}

/**
 * A record's form sent: the permission, the schema, the save; a new record opens its own page
 * (`?saved=1`), a changed one says it is saved and which revision the form now stands on.
 * Refusals are worded from `refused`; a colleague's change since the form was drawn, from
 * `admin.conflict`.
 */
export async function saveRecord<S extends AnyObjectSchema>(
  rawLocale: string,
  kind: RecordKind,
  id: number | null,
  form: FormData,
  spec: { schema: S; save: (id: number | null, input: InferType<S>, who: Actor, base?: number) => Promise<Outcome> },
): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const section = RECORD_SECTIONS[kind];
  const who = await actor(section.permission, locale);
  if (isState(who)) return who;
  const input = await checked(spec.schema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: section.namespace });
  // A bound id is sent back by the browser: one that is not an id changes nothing (never creates).
  const target = id === null ? null : recordId(id);
  const saved = id !== null && target === null ? 'notFound' : await spec.save(target, input, who, target === null ? undefined : baseOf(form));
  if (saved === null || typeof saved === 'string') return { status: 'error', message: t(`refused.${saved ?? 'notFound'}` as 'refused.notFound') };
  if ('conflict' in saved) return conflictState(kind, target!, saved, locale);
  revalidatePath('/[locale]/admin/[section]', 'layout');
  // In place of the entry it was sent from, the copy the form's unsaved-changes guard holds: Back from the record comes to the form, not to its copy.
  if (id === null) return redirect({ href: `${section.list}/${saved.id}?saved=1`, locale }, 'replace');
  if (saved.prepared) return { status: 'done', message: (await getTranslations({ locale, namespace: 'admin.preparedChange' }))('saved'), base: saved.revision };
  return { status: 'done', message: t('saved'), base: saved.revision };
}
