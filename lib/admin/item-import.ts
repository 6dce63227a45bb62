import type { AdminFormState } from './form-state';
import type { ImportProblem } from '@/lib/sale/item-import';
import type { ImportMode, ImportPreview } from '@/lib/server/services/sale-item-rows';

/** An import checked and waiting for staff to confirm it: what it will do, and what the confirmation sends back. */
export interface CheckedImport {
  preview: ImportPreview;
  /** The rows read (pasted, or the file's text), sent again by the confirmation. */
  rows: string;
  /** The week's list the preview was read against: changed meanwhile, the import asks again. */
  version: string;
}

/**
 * What the item import answers: its problems one per line, and the pasted rows again after a
 * refusal (a page posted without script loses them otherwise); after a check, the import to confirm.
 */
export interface ItemImportState extends AdminFormState {
  problems?: string[];
  text?: string;
  /** The mode chosen, kept for the next check. */
  mode?: ImportMode;
  checked?: CheckedImport;
}

/** The import's mode as a form sends it: an update unless replacing is chosen, so a slip never deletes. */
export const importModeOf = (value: FormDataEntryValue | null): ImportMode => (value === 'replace' ? 'replace' : 'update');

/** Pasted rows or an uploaded file of at most this many bytes: a week's few hundred rows are a few dozen kB. */
export const MAX_IMPORT_BYTES = 1_048_576;

/** Problems listed one by one, at most: the rest are counted (a file of nonsense would list thousands). */
export const LISTED_PROBLEMS = 100;

type Say = (key: string, values?: Record<string, string | number>) => string;

/**
 * An import's problems as the staff member reads them ("Line 4, Sale price: …"): `words` says
 * the lines and column names (admin.sales.items), `validation` the reasons.
 */
export function problemLines(problems: readonly ImportProblem[], words: Say, validation: Say): string[] {
  const lines = problems.slice(0, LISTED_PROBLEMS).map(({ line, field, message }) =>
    field ? words('problem', { line, column: words(`columns.${field}`), message: validation(message) }) : words('problemRow', { line, message: validation(message) }),
  );
  if (problems.length > LISTED_PROBLEMS) lines.push(words('moreProblems', { count: problems.length - LISTED_PROBLEMS }));
  return lines;
}

export type UploadRefusal = 'tooLarge' | 'fileType' | 'notUtf8';

const TEXT_TYPES = new Set(['text/csv', 'text/plain', 'application/vnd.ms-excel', '']);

/**
 * An uploaded CSV's text, or why not: at most MAX_IMPORT_BYTES, named .csv or .txt with a text
 * type (Windows calls a .csv "application/vnd.ms-excel"), and UTF-8 (Excel's plain "CSV" is
 * the PC's own code page, CP949 on a Korean Windows: refused with the way to save it right).
 */
export async function uploadedText(file: File): Promise<string | { refusal: UploadRefusal }> {
  if (file.size > MAX_IMPORT_BYTES) return { refusal: 'tooLarge' };
  if (!/\.(csv|txt)$/i.test(file.name) || !TEXT_TYPES.has(file.type.split(';')[0]!.trim().toLowerCase())) return { refusal: 'fileType' };
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { refusal: 'notUtf8' };
  }
}
