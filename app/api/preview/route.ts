import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { isAppLocale } from '@/lib/i18n/routing';
import { isRecordKind, RECORD_SECTIONS } from '@/lib/admin/record-kinds';
import { recordId } from '@/lib/admin/record-id';
import { currentStaff } from '@/lib/server/admin/guard';
import { can } from '@/lib/admin/permissions';
import { PREVIEW_COOKIE } from '@/lib/server/preview';
import { previewPath } from '@/lib/server/services/preview-path';

/**
 * `/api/preview?kind=deal&id=12&locale=en`: a signed-in staff member allowed the kind opens the
 * record as the public page shows it, draft or scheduled (draft mode: never cached, marked
 * "Preview", not indexed). Anyone else is sent to sign in; a colleague signed in may open the link,
 * and one whose role does not manage the kind lands on its section's 403 page.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const kind = url.searchParams.get('kind');
  const id = recordId(url.searchParams.get('id'));
  const rawLocale = url.searchParams.get('locale');
  const locale = isAppLocale(rawLocale) ? rawLocale : 'ko';
  const staff = await currentStaff();
  if (!staff) redirect(getPathname({ href: { pathname: '/admin/login', query: { next: `${url.pathname}${url.search}` } }, locale }));
  if (!isRecordKind(kind) || id === null) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
  // A kind the account may not manage: its section's page says so with the back office's 403 (and audits the refusal).
  if (!can(staff.role, RECORD_SECTIONS[kind].permission)) redirect(getPathname({ href: RECORD_SECTIONS[kind].list, locale }));
  const path = await previewPath(kind, id);
  if (path === null) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
  (await draftMode()).enable();
  (await cookies()).set({ name: PREVIEW_COOKIE, value: `${kind}:${id}`, httpOnly: true, sameSite: 'lax', path: '/' });
  redirect(getPathname({ href: path, locale }));
}
