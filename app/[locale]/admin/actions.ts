'use server';

import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { AppLocale } from '@/lib/i18n/routing';
import { redirect } from '@/lib/i18n/navigation';
import { isStaffRole } from '@/lib/admin/permissions';
import type { AdminFormState } from '@/lib/admin/form-state';
import { requestAddress, safeNext } from '@/lib/server/admin/guard';
import { actor, checked, isState, languageOf, tooManyTries } from '@/lib/server/admin/action-kit';
import { ADMIN_COOKIE, ADMIN_COOKIE_MAX_AGE_S, signIn, signOut } from '@/lib/server/services/staff-auth';
import { createStaff, resetStaffPassword, staffIdentity, updateStaff, type StaffRefusal } from '@/lib/server/services/staff-accounts';
import { inquiryAnswerSchema, staffAccountSchema, staffPasswordSchema, staffSignInSchema } from '@/lib/validation/staff';
import { answerInquiry } from '@/lib/server/services/inquiries';
import { recordId } from '@/lib/admin/record-id';

/* The back office's sign-in, staff accounts and inquiries; each action checks itself (action-kit). */

export async function signInAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const input = await checked(staffSignInSchema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: 'admin' });
  let signedIn;
  try {
    signedIn = await signIn({ email: input.email, password: input.password, address: await requestAddress(), locale });
  } catch (error) {
    return tooManyTries(error);
  }
  if (!signedIn) return { status: 'error', message: t('signInFailed') };
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  (await cookies()).set({ name: ADMIN_COOKIE, value: signedIn.token, httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ADMIN_COOKIE_MAX_AGE_S });
  const next = safeNext(typeof form.get('next') === 'string' ? (form.get('next') as string) : null);
  if (signedIn.pending) return redirect({ href: `/admin/login/${signedIn.pending}?next=${encodeURIComponent(next)}`, locale });
  return redirect({ href: next, locale });
}

export async function signOutAction(rawLocale: string): Promise<void> {
  const locale = languageOf(rawLocale);
  const jar = await cookies();
  await signOut(jar.get(ADMIN_COOKIE)?.value, await requestAddress());
  jar.delete(ADMIN_COOKIE);
  redirect({ href: '/admin/login', locale });
}

async function refusalState(refusal: StaffRefusal | null, locale: AppLocale, done: 'created' | 'updated' | 'passwordSet'): Promise<AdminFormState> {
  // The server's list of common passwords speaks at the field, as the schema's own checks do.
  if (refusal === 'commonPassword') return { status: 'error', errors: { password: [(await getTranslations({ locale, namespace: 'validation' }))('staffPasswordCommon')] } };
  const t = await getTranslations({ locale, namespace: 'admin.staff' });
  if (refusal) return { status: 'error', message: t(`refused.${refusal}`) };
  revalidatePath('/[locale]/admin/staff', 'page');
  return { status: 'done', message: t(done) };
}

export async function createStaffAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('staff:manage', locale);
  if (isState(who)) return who;
  const input = await checked(staffAccountSchema, form, locale);
  if (isState(input)) return input;
  const result = await createStaff({ ...input, role: isStaffRole(input.role) ? input.role : 'editor' }, who);
  return refusalState(typeof result === 'string' ? result : null, locale, 'created');
}

export async function updateStaffAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('staff:manage', locale);
  if (isState(who)) return who;
  const id = Number(form.get('id'));
  const role = form.get('role');
  const active = form.get('active');
  if (!Number.isInteger(id) || id < 1 || (role !== null && !isStaffRole(role)) || (active !== null && active !== 'true' && active !== 'false')) {
    return refusalState('notFound', locale, 'updated');
  }
  const change = { ...(isStaffRole(role) ? { role } : {}), ...(active === null ? {} : { active: active === 'true' }) };
  return refusalState(await updateStaff(id, change, who), locale, 'updated');
}

export async function resetPasswordAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('staff:manage', locale);
  if (isState(who)) return who;
  const id = recordId(form.get('id'));
  const account = id ? await staffIdentity(id) : null;
  if (!id || !account) return refusalState('notFound', locale, 'passwordSet');
  // The password is checked against the stored account, not the form's copy of it.
  form.set('email', account.email);
  form.set('name', account.name);
  const input = await checked(staffPasswordSchema, form, locale);
  if (isState(input)) return input;
  return refusalState(await resetStaffPassword(id, input.password, who), locale, 'passwordSet');
}

export async function answerInquiryAction(rawLocale: string, id: number, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('inquiries:answer', locale);
  if (isState(who)) return who;
  const input = await checked(inquiryAnswerSchema, form, locale);
  if (isState(input)) return input;
  const t = await getTranslations({ locale, namespace: 'admin.inquiries' });
  if (!Number.isInteger(id) || id < 1 || !(await answerInquiry(id, input.answer, who))) return { status: 'error', message: t('missing') };
  revalidatePath('/[locale]/admin/inquiries', 'layout');
  return { status: 'done', message: t('answered') };
}
