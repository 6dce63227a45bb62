import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { can } from '@/lib/admin/permissions';
import { recordId } from '@/lib/admin/record-id';
import { isRecordKind, RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { currentStaff } from '@/lib/server/admin/guard';

/** The record a staff member asked to preview (app/api/preview/route.ts): `kind:id`. */
export const PREVIEW_COOKIE = 'lp-preview';

/**
 * Whether this request is a signed-in staff member's preview (Next's draft mode, which also keeps
 * it out of every cache). Draft mode alone is not enough: a signed-out browser still holding its
 * cookie sees the public site. Cookies are read only in draft mode, so cached pages stay cached.
 */
export async function previewing(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  return (await currentStaff()) !== null;
}

/**
 * The id of the `kind` record being previewed, or null (a public view). The cookie is the
 * browser's to change, so the staff member must still be allowed the kind it names.
 */
export async function previewOf(kind: RecordKind): Promise<number | null> {
  if (!(await draftMode()).isEnabled) return null;
  const staff = await currentStaff();
  if (!staff || !can(staff.role, RECORD_SECTIONS[kind].permission)) return null;
  const [named, rawId] = ((await cookies()).get(PREVIEW_COOKIE)?.value ?? '').split(':');
  return isRecordKind(named) && named === kind ? recordId(rawId ?? '') : null;
}
