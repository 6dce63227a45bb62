import { isRecordKind, RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { recordId } from '@/lib/admin/record-id';
import { json, notFound } from '@/lib/server/http';
import { staffRoute } from '@/lib/server/admin/staff-route';
import { now } from '@/lib/server/clock';
import type { AppLocale } from '@/lib/i18n/routing';
import { leavePresence, notePresence } from '@/lib/server/services/record-presence';

type Context = RouteContext<'/api/admin/presence/[kind]/[id]'>;

async function recordOf(context: Context): Promise<{ kind: RecordKind; id: number } | null> {
  const { kind, id } = await context.params;
  const number = recordId(id);
  return isRecordKind(kind) && number !== null ? { kind, id: number } : null;
}

/** Allowed to whoever manages the kind; an unknown kind or id is a 404. */
const allowed = async (context: Context, locale: AppLocale) => {
  const record = await recordOf(context);
  if (!record) throw notFound(locale);
  return [RECORD_SECTIONS[record.kind].permission];
};

/** POST: the staff member's page of the record is open (a beat, every 30 s). Answers {editing: [names of colleagues with it open]}. */
export const POST = staffRoute(allowed, async (_request, context, _locale, staff) => {
  const { kind, id } = (await recordOf(context))!;
  return json({ editing: await notePresence(kind, id, staff.staffId, now()) });
});

/** DELETE: the page was left; answers 204. */
export const DELETE = staffRoute(allowed, async (_request, context, _locale, staff) => {
  const { kind, id } = (await recordOf(context))!;
  await leavePresence(kind, id, staff.staffId);
  return new Response(null, { status: 204 });
});
