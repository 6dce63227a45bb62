'use server';

import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { redirect } from '@/lib/i18n/navigation';
import type { AdminFormState } from '@/lib/admin/form-state';
import { recordId } from '@/lib/admin/record-id';
import { currentStaff, requestAddress, safeNext } from '@/lib/server/admin/guard';
import { actor, checked, isState, languageOf, tooManyTries } from '@/lib/server/admin/action-kit';
import { ADMIN_COOKIE, completeSignIn, pendingSignIn } from '@/lib/server/services/staff-auth';
import { confirmEnrolment, replaceRecoveryCodes, resetSecondFactor, verifySecondFactor } from '@/lib/server/services/second-factor';
import { secondFactorSchema } from '@/lib/validation/second-factor';

/*
 * Two-factor sign-in (issue 37): the sign-in's second step, enrolment, new recovery codes and an
 * admin's reset. The sign-in's own steps read the pending session from its cookie.
 */

/** What enrolment and new recovery codes answer: the codes, shown once. */
export interface RecoveryCodesState extends AdminFormState {
  codes?: string[];
}

/** The sign-in's second step: a code from the app or a recovery code; then on to `next`. */
export async function verifySecondFactorAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.secondFactor' });
  const token = (await cookies()).get(ADMIN_COOKIE)?.value;
  const signingIn = await pendingSignIn(token);
  if (!token || signingIn?.pending !== 'second-factor') return { status: 'error', message: t('startAgain') };
  const input = await checked(secondFactorSchema, form, locale);
  if (isState(input)) return input;
  const address = await requestAddress();
  let used;
  try {
    used = await verifySecondFactor(signingIn.staff.id, input.code, address, locale);
  } catch (error) {
    return tooManyTries(error);
  }
  if (!used) return { status: 'error', message: t('wrongCode') };
  await completeSignIn(token, address);
  // A recovery code spent: the account page says how many are left, where new ones are made.
  if (used === 'recovery') return redirect({ href: { pathname: '/admin/account', query: { recovery: 'used' } }, locale });
  const next = form.get('next');
  return redirect({ href: safeNext(typeof next === 'string' ? next : null), locale });
}

/**
 * Enrolment confirmed with a first code: the recovery codes, shown once. A sign-in that had to
 * enrol (an admin) now opens the back office.
 */
export async function confirmEnrolmentAction(rawLocale: string, _state: RecoveryCodesState, form: FormData): Promise<RecoveryCodesState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.secondFactor' });
  const token = (await cookies()).get(ADMIN_COOKIE)?.value;
  const signingIn = await pendingSignIn(token);
  const staff = signingIn?.pending === 'enrol' ? signingIn.staff : await currentStaff();
  if (!token || !staff) return { status: 'error', message: t('startAgain') };
  const input = await checked(secondFactorSchema, form, locale);
  if (isState(input)) return input;
  const address = await requestAddress();
  let codes;
  try {
    codes = await confirmEnrolment(staff.id, input.code, address, locale);
  } catch (error) {
    return tooManyTries(error);
  }
  if (!codes) return { status: 'error', message: t('wrongCode') };
  if (signingIn) await completeSignIn(token, address);
  return { status: 'done', message: t('enrolled'), codes };
}

/** Ten new recovery codes for the signed-in account (the old ones stop working). */
export async function newRecoveryCodesAction(rawLocale: string): Promise<RecoveryCodesState> {
  const locale = languageOf(rawLocale);
  const t = await getTranslations({ locale, namespace: 'admin.secondFactor' });
  const staff = await currentStaff();
  if (!staff) return { status: 'error', message: (await getTranslations({ locale, namespace: 'admin' }))('sessionExpired'), signedOut: true };
  const codes = await replaceRecoveryCodes(staff.id, await requestAddress());
  if (!codes) return { status: 'error', message: t('notEnrolled') };
  revalidatePath('/[locale]/admin/account', 'page');
  return { status: 'done', message: t('newCodesDone'), codes };
}

/** An admin resets another account's second factor (the form's `id`): it enrols again at its next sign-in. */
export async function resetSecondFactorAction(rawLocale: string, _state: AdminFormState, form: FormData): Promise<AdminFormState> {
  const locale = languageOf(rawLocale);
  const who = await actor('staff:manage', locale);
  if (isState(who)) return who;
  const t = await getTranslations({ locale, namespace: 'admin.secondFactor' });
  const id = recordId(form.get('id'));
  if (id === null || id === who.staffId || !(await resetSecondFactor(id, who))) return { status: 'error', message: t('resetRefused') };
  revalidatePath('/[locale]/admin/staff', 'page');
  // The row's button is gone once reset: the page, not the form, says so.
  return redirect({ href: '/admin/staff?done=second-factor-reset', locale });
}
