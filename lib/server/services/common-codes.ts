import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { AppLocale } from '@/lib/i18n/routing';
import { getDb } from '@/lib/server/db';
import { commonCodes, type CodeKind } from '@/lib/server/db/schema';
import { cacheFor, TAGS } from '@/lib/server/cache';
import { readOrNull } from './read-or-null';

export interface CodeOption {
  value: number;
  label: string;
}

/** The options of one kind, labelled in `locale`, in display order. */
export async function listCodes(kind: CodeKind, locale: AppLocale): Promise<CodeOption[]> {
  'use cache';
  cacheFor([TAGS.codes]);
  const db = await getDb();
  const rows = await db
    .select()
    .from(commonCodes)
    .where(eq(commonCodes.kind, kind))
    .orderBy(asc(commonCodes.sortOrder), asc(commonCodes.value));
  return rows.map((row) => ({ value: row.value, label: locale === 'en' ? row.labelEn : row.labelKo }));
}

/** The options, or null when they cannot be read: pages show the spec's "fetching error!" instead of failing. */
export function codesOrNull(kind: CodeKind, locale: AppLocale): Promise<CodeOption[] | null> {
  return readOrNull(`${kind} codes`, () => listCodes(kind, locale));
}
