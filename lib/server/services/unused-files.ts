import 'server-only';
import { and, eq, getTableColumns, inArray, is, not, or, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/server/db';
import * as schema from '@/lib/server/db/schema';
import { announcements, deals, postings, revisions, storeDetails, uploadedFiles } from '@/lib/server/db/schema';
import { KINDS } from './publishing';
import { removeAll } from './files';

/** Every column holding a stored file's id: the schema's foreign keys to uploaded_files, so a column added later counts at once. */
const FILE_COLUMNS = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) => getTableConfig(table).foreignKeys.map((key) => key.reference()))
  .filter((reference) => reference.foreignTable === uploadedFiles)
  .flatMap((reference) => reference.columns);

/** The staff-written bodies, whose editor images are stored files named by their address (fileIdsInHtml). */
const BODY_COLUMNS = [announcements.content, announcements.contentEng, deals.content, deals.contentEng, postings.content, postings.contentEng];

/** The keys of a table's rows that hold a stored file's id (as its row and its revisions name them). */
export const fileKeysOf = (table: PgTable): string[] =>
  Object.entries(getTableColumns(table))
    .filter(([, column]) => FILE_COLUMNS.includes(column))
    .map(([key]) => key);

const REVISION_FILE_KEYS = [...new Set(Object.values(KINDS).flatMap(({ table }) => fileKeysOf(table)))];

const usedSomewhere = or(
  ...FILE_COLUMNS.map((column) => sql`exists (select 1 from ${column.table} where ${column} = ${uploadedFiles.id})`),
  ...BODY_COLUMNS.map((column) => sql`exists (select 1 from ${column.table} where ${column} like '%/api/files/' || ${uploadedFiles.id} || '/%')`),
  // A store's photos are addresses too (store_details.photos).
  sql`exists (select 1 from ${storeDetails} where ${storeDetails.photos}::text like '%/api/files/' || ${uploadedFiles.id} || '/%')`,
  // A revision can be restored: what it holds (a sale's items' pictures too) stays until its record leaves the trash for good.
  sql`exists (select 1 from ${revisions} where ${sql.join(
    REVISION_FILE_KEYS.map((key) => sql`${revisions.data} ->> ${key} = ${uploadedFiles.id}::text`),
    sql` or `,
  )} or ${revisions.data}::text like '%/api/files/' || ${uploadedFiles.id} || '/%'
    or ${revisions.data} -> 'items' @> jsonb_build_array(jsonb_build_object('picture', ${uploadedFiles.id})))`,
)!;

/**
 * Deletes the given public files (row, then bytes) that no record holds and no body shows any
 * more: what a replaced or removed picture leaves. Called after the change's commit; a file
 * still used elsewhere, or a visitor's private one, stays. Returns how many went.
 */
export async function deleteUnusedFiles(ids: Array<number | null | undefined>): Promise<number> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return 0;
  const db = await getDb();
  const gone = await db.transaction(async (tx) => {
    // Locked first: a record saved meanwhile with one of them waits, then finds it gone (its
    // foreign key refuses), rather than having it taken from under it.
    const locked = await tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(and(inArray(uploadedFiles.id, wanted), eq(uploadedFiles.visibility, 'public'))).for('update');
    if (!locked.length) return [];
    return tx
      .delete(uploadedFiles)
      .where(and(inArray(uploadedFiles.id, locked.map((row) => row.id)), not(usedSomewhere)))
      .returning({ storageKey: uploadedFiles.storageKey });
  });
  await removeAll(gone.map((row) => row.storageKey));
  return gone.length;
}
