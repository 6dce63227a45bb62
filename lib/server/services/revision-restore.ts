import 'server-only';
import { and, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { deals, preparedChanges, revisions, uploadedFiles } from '@/lib/server/db/schema';
import { invalidate } from '@/lib/server/cache';
import { isUniqueViolation } from '@/lib/server/db/errors';
import { missingForPayLaw } from '@/lib/careers/pay';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { audit } from './audit';
import { KINDS, keepBaseline, keepRevision } from './publishing';
import { restoreItems, snapshotItems } from './sale-item-snapshot';
import { deleteUnusedFiles, fileKeysOf } from './unused-files';
import type { Actor } from './staff-accounts';

/** What a restore leaves as it is: whether and when the record is public, and a slide's place. */
const KEPT = new Set(['published', 'publishFrom', 'publishUntil', 'sortOrder']);

export type RestoreRefusal = 'notFound' | 'payRequired' | 'duplicate';

/**
 * Writes an older revision's content back as the record's newest revision, audited. Whether it is
 * public does not change. A file that is gone since is left out (none), as is a deal a slide named
 * that is gone; a published posting must still meet the pay law; a sale may not take the week of
 * another at its location. A sale's revision brings its week's items back as they were (an
 * import undone), where it kept them. A prepared change (`prepared`: prepared-changes.ts) is
 * applied the same way, but leaves a sale's items as they are now and is no longer prepared after.
 */
export async function restoreRevision(kind: RecordKind, id: number, revisionId: number, actor: Actor, prepared?: 'prepared'): Promise<RestoreRefusal | null> {
  const { table, tag } = KINDS[kind];
  const columns = getTableColumns(table) as Record<string, unknown>;
  const fileKeys = new Set(fileKeysOf(table));
  const isFileKey = (key: string) => fileKeys.has(key);
  const db = await getDb();
  const [revision] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.kind, kind), eq(revisions.recordId, id)));
  if (!revision) return 'notFound';
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(revision.data).filter(([key]) => key in columns && !KEPT.has(key)));
  const items = kind === 'sale' && !prepared ? snapshotItems(revision.data.items) : null;
  const fileIds = [
    ...Object.entries(values).filter(([key, value]) => isFileKey(key) && typeof value === 'number').map(([, value]) => value as number),
    ...(items ?? []).flatMap((item) => (item.picture === null ? [] : [item.picture])),
  ];
  const present = new Set(fileIds.length ? (await db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds))).map((row) => row.id) : []);
  for (const [key, value] of Object.entries(values)) if (isFileKey(key) && typeof value === 'number' && !present.has(value)) values[key] = null;
  if (typeof values.advEventId === 'number') {
    const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, values.advEventId));
    if (!deal) values.advEventId = null;
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const [current] = (await tx.select().from(table).where(and(eq(table.id, id), isNull(table.deletedAt)))) as Array<Record<string, unknown>>;
      if (!current) return 'notFound' as const;
      if (kind === 'posting' && current.published) {
        const facts = { ...current, ...values } as Record<string, unknown>;
        const missing = missingForPayLaw({
          cities: facts.cities as number[],
          pay_min: facts.payMin as number | null,
          pay_max: facts.payMax as number | null,
          pay_unit: facts.payUnit as string | null,
          benefits: String(facts.benefits ?? ''),
          benefits_eng: String(facts.benefitsEng ?? ''),
          title_eng: String(facts.titleEng ?? ''),
        });
        if (missing.length) return 'payRequired' as const;
      }
      await keepBaseline(tx, kind, id);
      await tx.update(table).set(values).where(eq(table.id, id));
      const itemPictures = items ? await restoreItems(tx, id, items, present) : [];
      await keepRevision(tx, kind, id, actor, `${prepared ? 'apply' : 'restore'}:${revisionId}`);
      if (prepared) await tx.delete(preparedChanges).where(and(eq(preparedChanges.kind, kind), eq(preparedChanges.recordId, id)));
      await audit({ staffId: actor.staffId, action: `${kind}-${prepared ? 'apply-change' : 'restore'}`, subjectKind: kind, subjectId: id, detail: `revision ${revisionId}`, address: actor.address }, tx);
      return itemPictures;
    });
    if (!Array.isArray(outcome)) return outcome;
    invalidate(tag);
    await deleteUnusedFiles(outcome).catch((error: unknown) => console.error('could not remove the pictures of items a restore took away', error));
    return null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
