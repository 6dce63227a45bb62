import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { announcements, events, postings, mainVisuals, sales } from '@/lib/server/db/schema';
import { invalidate, type TAGS } from '@/lib/server/cache';
import { audit } from './audit';
import type { Actor } from './staff-accounts';

/** What staff publish: each table with the name its audit rows use and the cache tag of the pages showing it. */
const KINDS = {
  posting: { table: postings, tag: 'postings' },
  sale: { table: sales, tag: 'sales' },
  announcement: { table: announcements, tag: 'announcements' },
  deal: { table: events, tag: 'events' },
  slide: { table: mainVisuals, tag: 'main-visuals' },
} as const satisfies Record<string, { table: typeof postings | typeof sales | typeof announcements | typeof events | typeof mainVisuals; tag: (typeof TAGS)[keyof typeof TAGS] }>;

export type RecordKind = keyof typeof KINDS;

/** Shows or hides a record on the site at once, audited. False when it does not exist. (A slide is shown by `active`: slide-admin.) */
export async function setPublished(kind: Exclude<RecordKind, 'slide'>, id: number, published: boolean, actor: Actor): Promise<boolean> {
  const { table, tag } = KINDS[kind];
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx.update(table).set({ published }).where(eq(table.id, id)).returning({ id: table.id });
    if (!row) return false;
    await audit({ staffId: actor.staffId, action: `${kind}-${published ? 'publish' : 'unpublish'}`, subjectKind: kind, subjectId: id, address: actor.address }, tx);
    return true;
  });
  if (done) invalidate(tag);
  return done;
}

/** Deletes a record, audited with `detail` (what it was); false when it does not exist. A refusal of the database is the caller's to word. */
export async function deleteRecord(kind: RecordKind, id: number, actor: Actor, detail: (row: Record<string, unknown>) => string): Promise<boolean> {
  const { table, tag } = KINDS[kind];
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) return false;
    await audit({ staffId: actor.staffId, action: `${kind}-delete`, subjectKind: kind, subjectId: id, detail: detail(row), address: actor.address }, tx);
    return true;
  });
  if (done) invalidate(tag);
  return done;
}
