import Papa from 'papaparse';
import { ValidationError } from 'yup';
import { saleItemSchema, type SaleItemInput } from '@/lib/validation/sale-item';

/**
 * The columns of a pasted or uploaded item list, in order (the template's header row). Staff
 * copy them from a spreadsheet (tab-separated) or save it as CSV.
 */
export const ITEM_COLUMNS = ['name', 'name_eng', 'name_own', 'price', 'regular_price', 'unit', 'department', 'editions'] as const;

/** At most this many items a week per region: a flyer page holds a few dozen. */
export const MAX_ITEMS = 300;

export interface ImportProblem {
  /** The line of the text (1 = the first), as a spreadsheet numbers its rows. */
  line: number;
  /** The column it is about, or null for the row as a whole. */
  field: (typeof ITEM_COLUMNS)[number] | null;
  /** A `validation` message key. */
  message: string;
}

export type ImportResult = { ok: true; items: SaleItemInput[] } | { ok: false; problems: ImportProblem[] };

const isHeader = (cells: string[]) => cells[0]?.trim().toLowerCase() === ITEM_COLUMNS[0] && cells[1]?.trim().toLowerCase() === ITEM_COLUMNS[1];

/**
 * Reads a pasted or uploaded list of items: tab-separated when it has a tab (a spreadsheet's
 * copy), otherwise CSV. A header row and blank lines are skipped. Every bad row is reported with
 * its line and why; any problem means no item at all (the caller saves all or nothing).
 */
export function parseItems(text: string): ImportResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: text.includes('\t') ? '\t' : ',', skipEmptyLines: false });
  const problems: ImportProblem[] = [];
  const items: SaleItemInput[] = [];
  // Papa's rows are the text's lines except inside a quoted cell: count the line each row starts on.
  let line = 1;
  const rows = parsed.data.map((cells) => {
    const start = line;
    line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
    return { cells, start };
  });
  for (const { cells, start } of rows) {
    if (cells.every((cell) => !cell.trim())) continue;
    if (start === 1 && isHeader(cells)) continue;
    if (cells.length > ITEM_COLUMNS.length) {
      problems.push({ line: start, field: null, message: 'tooManyColumns' });
      continue;
    }
    const values = Object.fromEntries(ITEM_COLUMNS.map((column, index) => [column, cells[index] ?? '']));
    try {
      items.push(saleItemSchema.validateSync(values, { abortEarly: false, stripUnknown: true }) as SaleItemInput);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const inner of error.inner) {
        const field = (inner.path?.split('[')[0] ?? null) as ImportProblem['field'];
        problems.push({ line: start, field, message: inner.message });
      }
    }
  }
  if (problems.length === 0 && items.length === 0) problems.push({ line: 1, field: null, message: 'noItems' });
  if (items.length > MAX_ITEMS) problems.push({ line: 1, field: null, message: 'tooManyItems' });
  return problems.length ? { ok: false, problems } : { ok: true, items };
}

/** The template staff download: the header row and two example rows, as CSV. */
export function itemTemplate(): string {
  return Papa.unparse([
    [...ITEM_COLUMNS],
    ['신라면 멀티팩', 'Shin Ramyun 5-pack', '', '$4.99', '$6.49', '5-pack', 'grocery', 'korean chinese'],
    ['배추', 'Napa Cabbage', '', '$0.69/lb', '', 'lb', 'produce', 'all'],
  ]);
}
