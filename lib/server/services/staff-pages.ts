import 'server-only';
import { and, count, eq, ilike, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/server/db';
import { PAGE_SIZE } from '@/lib/paging';
import { containsPattern } from './search';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { KINDS, type PublishedTable } from './publishing';
import { asPrepared } from './prepared-changes';

/*
 * What every kind's staff list does (the *-admin.ts services): one page of the records a filter
 * keeps, in the kind's order, and how many there are.
 */

/** Any of `columns` holding `search` literally, in any case; none for an empty search. */
export function holding(search: string, ...columns: AnyColumn[]): SQL | undefined {
  const text = search.trim();
  return text ? or(...columns.map((column) => ilike(column, containsPattern(text)))) : undefined;
}

/** A column ordered as `values` lists its values (an FAQ's groups, a history's periods), not as the alphabet does. */
export function inListOrder(column: AnyColumn, values: readonly string[]): SQL {
  return sql`case ${column} ${sql.join(
    // The place as a literal: a parameter there would leave PostgreSQL to guess its type.
    values.map((value, index) => sql`when ${value} then ${sql.raw(String(index))}`),
    sql` `,
  )} end`;
}

/** Page `page` of `table`'s rows that `where` keeps, in `order`, and how many it keeps in all. */
export async function pageOfRows<T extends PublishedTable>(table: T, where: SQL | undefined, order: Array<SQL | PgColumn>, page: number): Promise<{ count: number; rows: Array<T['$inferSelect']> }> {
  const db = await getDb();
  const [total] = await db.select({ n: count() }).from(table as PublishedTable).where(where);
  const rows = await db
    .select()
    .from(table as PublishedTable)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, rows: rows as Array<T['$inferSelect']> };
}

/** A kind's record outside the trash as its form shows it: with its prepared change, when it has one (prepared-changes.ts). */
export async function editedRow<K extends RecordKind>(kind: K, id: number): Promise<(typeof KINDS)[K]['table']['$inferSelect'] | undefined> {
  const { table } = KINDS[kind] as { table: PublishedTable };
  const db = await getDb();
  const [row] = await db.select().from(table).where(and(eq(table.id, id), isNull(table.deletedAt)));
  return asPrepared(kind, row) as Promise<(typeof KINDS)[K]['table']['$inferSelect'] | undefined>;
}
