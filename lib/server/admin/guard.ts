import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { redirect } from '@/lib/i18n/navigation';
import type { Permission } from '@/lib/admin/permissions';
import { ADMIN_COOKIE, staffFromToken, type StaffMember } from '@/lib/server/services/staff-auth';
import { permitted } from './permitted';

/** The signed-in staff member of this request, or null: read once a request (the layout and the page both ask). */
export const currentStaff = cache(async (): Promise<StaffMember | null> => staffFromToken((await cookies()).get(ADMIN_COOKIE)?.value));

/** The address server/main.mjs vouches for (see clientIp in lib/server/http.ts). */
export async function requestAddress(): Promise<string> {
  return (await headers()).get('x-forwarded-for')?.trim() || 'unknown';
}

/** An admin page's own `?next=` address: only a path inside the admin, never elsewhere. */
export function safeNext(next: string | undefined | null): string {
  return next && /^\/admin(?:\/[A-Za-z0-9/_-]*)?(?:\?[A-Za-z0-9=&_%-]*)?$/.test(next) ? next : '/admin';
}

/**
 * The staff member an admin page is for: without a session, the sign-in page (coming back here
 * after); Next's 403 (app/[locale]/admin/(console)/forbidden.tsx), audited, when the account
 * lacks the page's permission. Every page checks itself: a layout is not rendered again on every navigation.
 */
export async function staffForPage(locale: AppLocale, path: string, permission?: Permission): Promise<{ staff: StaffMember }> {
  const staff = await currentStaff();
  if (!staff) return redirect({ href: `/admin/login?next=${encodeURIComponent(path)}`, locale });
  // A page refused is audited as an action refused is (issue 49): the log shows who tried what.
  if (permission && !(await permitted(staff, [permission], { address: await requestAddress(), what: `GET ${path}` }))) forbidden();
  return { staff };
}
