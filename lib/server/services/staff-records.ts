import 'server-only';
import { getTableColumns } from 'drizzle-orm';
import type { Publishing } from '@/lib/admin/publish-state';
import type { RecordKind } from '@/lib/admin/record-kinds';
import { KINDS, publishingOf, type PublishedTable } from './publishing';
import { editedRow } from './staff-pages';

/*
 * A record as the back office's forms name its fields, and back (issue 51): a column `titleEng`
 * is the field `title_eng`, so a kind's form and its table need no mapping written for them. A
 * kind with a rule of its own (a file checked, a body cleaned) changes only that value.
 */

type Snake<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<Rest>}` : S;

/** The columns a record's page shows apart: its id, its publishing (a step of its own) and its place in the trash. */
const APART = ['id', 'published', 'publishFrom', 'publishUntil', 'deletedAt'] as const;
/** What no form sets: those and its creation. */
const NOT_FORMS: readonly string[] = [...APART, 'createdAt'];

/** A kind's row as staff see it: its fields by their forms' names (and when it was made), its id and where it stands. */
export type StaffRecord<Row> = { id: number } & { [K in Exclude<keyof Row & string, (typeof APART)[number]> as Snake<K>]: Row[K] } & Publishing;

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export function staffRecord<Row extends { id: number; published: boolean; publishFrom: Date | null; publishUntil: Date | null }>(row: Row): StaffRecord<Row> {
  const fields = Object.entries(row).filter(([key]) => !(APART as readonly string[]).includes(key));
  return { id: row.id, ...Object.fromEntries(fields.map(([key, value]) => [snake(key), value])), ...publishingOf(row) } as StaffRecord<Row>;
}

/** A kind's record outside the trash as its form shows it (with its prepared change), or null. */
export async function staffRecordOf<K extends RecordKind>(kind: K, id: number): Promise<StaffRecord<(typeof KINDS)[K]['table']['$inferSelect']> | null> {
  const row = await editedRow(kind, id);
  return row ? (staffRecord(row) as StaffRecord<(typeof KINDS)[K]['table']['$inferSelect']>) : null;
}

/** A form's values as the columns of `kind` they set; a field that is no such column (publishing, a table's rows) is left out. */
export function formColumns(kind: RecordKind, input: Record<string, unknown>): Record<string, unknown> {
  const columns = Object.keys(getTableColumns(KINDS[kind].table as PublishedTable)).filter((key) => !NOT_FORMS.includes(key));
  return Object.fromEntries(Object.entries(input).flatMap(([field, value]) => (columns.includes(camel(field)) ? [[camel(field), value]] : [])));
}
