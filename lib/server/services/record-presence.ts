import 'server-only';
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { recordPresence, staffUsers } from '@/lib/server/db/schema';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { PRESENCE_WINDOW_MS } from '@/lib/admin/presence';

const FORGOTTEN_AFTER_MS = 86_400_000;

/** The names of the colleagues (not `staffId`) whose page of the record beat within the window at `at`. */
export async function othersEditing(kind: RecordKind, recordId: number, staffId: number, at: Date): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: staffUsers.name })
    .from(recordPresence)
    .innerJoin(staffUsers, eq(staffUsers.id, recordPresence.staffId))
    .where(
      and(
        eq(recordPresence.kind, kind),
        eq(recordPresence.recordId, recordId),
        ne(recordPresence.staffId, staffId),
        gt(recordPresence.seenAt, new Date(at.getTime() - PRESENCE_WINDOW_MS)),
        eq(staffUsers.active, true),
      ),
    )
    .orderBy(asc(staffUsers.name));
  return rows.map((row) => row.name);
}

/** `staffId`'s page of the record beat at `at`; what nobody beat for a day goes. The colleagues editing it too. */
export async function notePresence(kind: RecordKind, recordId: number, staffId: number, at: Date): Promise<string[]> {
  const db = await getDb();
  await db
    .insert(recordPresence)
    .values({ kind, recordId, staffId, seenAt: at })
    .onConflictDoUpdate({ target: [recordPresence.kind, recordPresence.recordId, recordPresence.staffId], set: { seenAt: at } });
  await db.delete(recordPresence).where(lt(recordPresence.seenAt, new Date(at.getTime() - FORGOTTEN_AFTER_MS)));
  return othersEditing(kind, recordId, staffId, at);
}

/** `staffId` left the record's page (closed, or went elsewhere): no longer shown as editing it. */
export async function leavePresence(kind: RecordKind, recordId: number, staffId: number): Promise<void> {
  const db = await getDb();
  await db.delete(recordPresence).where(and(eq(recordPresence.kind, kind), eq(recordPresence.recordId, recordId), eq(recordPresence.staffId, staffId)));
}
