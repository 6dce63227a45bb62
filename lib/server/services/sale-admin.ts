import 'server-only';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { addDays } from '@/lib/dates';
import { getDb } from '@/lib/server/db';
import { sales, uploadedFiles } from '@/lib/server/db/schema';
import { sqlState } from '@/lib/server/db/errors';
import type { PageOf } from '@/lib/server/pagination';
import { FLYER_EDITIONS, NEW_JERSEY, type FlyerEdition, type WeeklySaleInput } from '@/lib/validation/weekly-sale';
import { inState, publishingOf } from './publishing';
import { now } from '@/lib/server/clock';
import type { Publishing, PublishState } from '@/lib/admin/publish-state';
import { fileRefs, type FileRef } from './files';
import { saveKindRecord, type SaveOutcome } from './record-save';
import { editedRow, pageOfRows } from './staff-pages';
import type { Actor } from './staff-accounts';

/** A weekly sale as staff see it: every edition's file (id and address), published or not. */
export interface StaffSale extends Publishing {
  id: number;
  location: number;
  sale_start: string;
  sale_end: string;
  flyers: Record<FlyerEdition, FileRef | null>;
}

type SaleRow = typeof sales.$inferSelect;
const COLUMN: Record<FlyerEdition, 'fileKorean' | 'fileChinese' | 'fileVietnamese' | 'fileIndian'> = {
  file_korean: 'fileKorean',
  file_chinese: 'fileChinese',
  file_vietnamese: 'fileVietnamese',
  file_indian: 'fileIndian',
};

async function staffSales(rows: SaleRow[]): Promise<StaffSale[]> {
  const file = await fileRefs(rows.flatMap((row) => FLYER_EDITIONS.map((edition) => row[COLUMN[edition]])));
  return rows.map((row) => ({
    id: row.id,
    location: row.location,
    sale_start: row.saleStart,
    sale_end: addDays(row.saleStart, 6),
    ...publishingOf(row),
    flyers: Object.fromEntries(FLYER_EDITIONS.map((edition) => [edition, file(row[COLUMN[edition]])])) as Record<FlyerEdition, FileRef | null>,
  }));
}

/** Every week's sale outside the trash, newest first, of one region or all, by state. */
export async function listSalesForStaff(query: { location?: number; state?: PublishState; page: number }): Promise<PageOf<StaffSale>> {
  const where = and(inState(sales, query.state, now()), query.location ? eq(sales.location, query.location) : undefined);
  const { count, rows } = await pageOfRows(sales, where, [desc(sales.saleStart), sales.location], query.page);
  return { count, page: query.page, results: await staffSales(rows) };
}

export async function getSaleForStaff(id: number): Promise<StaffSale | null> {
  const row = await editedRow('sale', id);
  return row ? (await staffSales([row]))[0]! : null;
}

export type SaleRefusal = 'notFound' | 'duplicateWeek' | 'badFlyer';

/**
 * Creates (id null) or changes a week's sale (`saveKindRecord`): its flyer files claimed; /sale
 * and the API show it at once.
 * Every flyer must be a stored public image (what the flyer upload makes).
 */
export async function saveSale(id: number | null, input: WeeklySaleInput, actor: Actor, base?: number): Promise<Exclude<SaveOutcome, 'badFile'> | SaleRefusal> {
  const files = {
    fileKorean: input.file_korean,
    fileChinese: input.file_chinese ?? null,
    fileVietnamese: input.location === NEW_JERSEY ? null : (input.file_vietnamese ?? null),
    fileIndian: input.file_indian ?? null,
  };
  const ids = Object.values(files).filter((value): value is number => value !== null);
  const db = await getDb();
  const images = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.visibility, 'public'), like(uploadedFiles.mimeType, 'image/%')));
  if (images.length !== new Set(ids).size) return 'badFlyer';
  const values = { saleStart: input.sale_start, location: input.location, ...files };
  try {
    const saved = await saveKindRecord({ kind: 'sale', id, values, files: ids, detail: `${input.location} ${input.sale_start}`, base }, actor);
    return saved === 'badFile' ? 'badFlyer' : saved;
  } catch (error) {
    // One sale a region a week (sales_location_start_idx).
    if (sqlState(error) === '23505') return 'duplicateWeek';
    throw error;
  }
}


