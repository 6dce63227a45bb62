import { diffArrays } from 'diff';
import { readableText } from '@/lib/html/readable-text';
import { formatAmount } from '@/lib/careers/pay';

/** How a column is shown and compared. */
/** `money` is an amount kept in cents (a posting's pay), shown in dollars. */
export type FieldKind = 'text' | 'html' | 'date' | 'datetime' | 'boolean' | 'file' | 'list' | 'number' | 'money';

/** One column of a record, as a comparison of its revisions shows it. */
export interface RevisionField {
  /** The snapshot's key: the column's camelCase name in lib/server/db/schema.ts. */
  key: string;
  label: string;
  kind: FieldKind;
  /** What coded values mean (a posting's cities by code), for number and list fields. */
  choices?: Readonly<Record<string, string>>;
  /** The language the value is written in (`titleEng`: 'en'), so a screen reader reads it in that voice. */
  lang?: string;
}

/** A saved revision: the record's columns by key. A column added after it was saved is missing. */
export type RevisionSnapshot = Readonly<Record<string, unknown>>;

/** A run of words (or list items) kept, removed from the older value or added in the newer. */
export interface DiffPart {
  value: string;
  added?: true;
  removed?: true;
  /** A kept part as the older text spaced it, where that differs from `value` (the newer text's). */
  olderValue?: string;
}

/** A value as staff read it; the view puts it in words (a date in their language, "Yes", "File #12"). */
export type DisplayValue =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'date'; date: string }
  | { type: 'datetime'; iso: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'file'; id: number }
  | { type: 'list'; items: string[] };

export interface FieldComparison {
  field: RevisionField;
  changed: boolean;
  older: DisplayValue;
  newer: DisplayValue;
  /** For a changed text, HTML or list field: word by word (item by item), in reading order. */
  parts?: DiffPart[];
  /** Changed, yet every word is the same: only formatting, links, pictures or line breaks differ. */
  sameWords: boolean;
}

const EMPTY: DisplayValue = { type: 'empty' };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A word with the spaces after it: a run of letters (a Korean eojeol stays whole, since the words
 * in it are not spaced), a run of digits (so "9시" changing to "8시" marks the 9 alone) or one
 * other mark. Spaces ride on the word before them so that a diff never keeps a space while
 * replacing the words around it.
 */
const TOKEN = /^\s+|(?:\p{N}+|[\p{L}\p{M}]+|\S)\s*/gu;
const sameWord = (left: string, right: string) => left.trimEnd() === right.trimEnd();

/**
 * Edits (in words) past which two texts are shown as one removed and one added whole: a full
 * rewrite of a long body would otherwise cost seconds to diff and read no better.
 */
const MAX_EDITS = 1000;

const isBlank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const lines = (text: string) => text.replace(/\r\n?/g, '\n');
const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
const choice = (field: RevisionField, value: unknown) => (field.choices && Object.hasOwn(field.choices, String(value)) ? field.choices[String(value)]! : asText(value));
const part = (value: string, change: { added: boolean; removed: boolean }): DiffPart => (change.added ? { value, added: true } : change.removed ? { value, removed: true } : { value });

/**
 * The difference between two texts word by word; spaces alone do not count as a change. Kept parts
 * are spaced as in the newer text (jsdiff's rule), with the older spacing beside where it differs.
 */
export function diffText(older: string, newer: string): DiffPart[] {
  const olderTokens = older.match(TOKEN) ?? [];
  const changes = diffArrays(olderTokens, newer.match(TOKEN) ?? [], { comparator: sameWord, maxEditLength: MAX_EDITS });
  if (!changes) {
    const whole: DiffPart[] = [{ value: older, removed: true }, { value: newer, added: true }];
    return whole.filter((side) => side.value);
  }
  let olderAt = 0;
  return changes.map((change) => {
    const value = change.value.join('');
    if (change.added) return { value, added: true };
    const olderValue = olderTokens.slice(olderAt, olderAt + change.count).join('');
    olderAt += change.count;
    if (change.removed) return { value, removed: true };
    return olderValue === value ? { value } : { value, olderValue };
  });
}

/** The difference between two lists, one part per item. */
function diffItems(older: string[], newer: string[]): DiffPart[] {
  return diffArrays(older, newer).flatMap((change) => change.value.map((value) => part(value, change)));
}

/** What one side of a comparison shows: the kept parts and its own (the older side's removals, the newer side's additions). */
export function partsFor(parts: readonly DiffPart[], side: 'older' | 'newer'): DiffPart[] {
  if (side === 'newer') return parts.filter((part) => !part.removed).map(({ value, added }) => (added ? { value, added } : { value }));
  return parts.filter((part) => !part.added).map(({ value, removed, olderValue }) => (removed ? { value, removed } : { value: olderValue ?? value }));
}

/** The words of a text or HTML field ('' when empty). */
function wordsOf(field: RevisionField, value: unknown): string {
  if (isBlank(value)) return '';
  return field.kind === 'html' ? readableText(String(value)) : lines(asText(value));
}

/** A sale's flyer item (or a brand's product) kept in its revision, as one line: names, price (regular price), unit, department, picture, editions. */
export function itemLine(item: Record<string, unknown>): string {
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string).trim() : '');
  const names = [text('name'), text('nameEng')].filter(Boolean).join(' · ');
  const price = [text('price'), text('regularPrice') && `(${text('regularPrice')})`, text('unit') && `/ ${text('unit')}`].filter(Boolean).join(' ');
  const editions = Array.isArray(item.editions) ? item.editions.join(' ') : '';
  return [names, price, text('department'), text('picture'), editions].filter(Boolean).join(' — ');
}

/** The items of a list field, named by its choices (a sale's items by itemLine). A single value stored where a list is expected is a list of one. */
function itemsOf(field: RevisionField, value: unknown): string[] {
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => (typeof item === 'object' && item !== null ? itemLine(item as Record<string, unknown>) : choice(field, item)));
}

/** A stored value as staff read it; one not of the field's kind is shown as it is, not dropped. */
export function displayValue(field: RevisionField, value: unknown): DisplayValue {
  if (isBlank(value)) return EMPTY;
  switch (field.kind) {
    case 'text':
    case 'html': {
      const text = wordsOf(field, value);
      return text ? { type: 'text', text } : EMPTY;
    }
    case 'number':
      return { type: 'text', text: choice(field, value) };
    case 'money':
      return typeof value === 'number' && Number.isSafeInteger(value) ? { type: 'text', text: formatAmount(value) } : { type: 'text', text: asText(value) };
    case 'date':
      return typeof value === 'string' && ISO_DAY.test(value) ? { type: 'date', date: value } : { type: 'text', text: asText(value) };
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? { type: 'datetime', iso: value } : { type: 'text', text: asText(value) };
    case 'boolean':
      return typeof value === 'boolean' ? { type: 'boolean', value } : { type: 'text', text: asText(value) };
    case 'file':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? { type: 'file', id: value } : { type: 'text', text: asText(value) };
    case 'list':
      return { type: 'list', items: itemsOf(field, value) };
  }
}

/** Whether two stored values are the same: missing, null, '' and [] are all empty; line endings do not count. */
function sameValue(older: unknown, newer: unknown): boolean {
  const canonical = (value: unknown) => JSON.stringify(isBlank(value) ? null : typeof value === 'string' ? lines(value) : value);
  return canonical(older) === canonical(newer);
}

function partsOf(field: RevisionField, older: unknown, newer: unknown): DiffPart[] | undefined {
  if (field.kind === 'text' || field.kind === 'html') return diffText(wordsOf(field, older), wordsOf(field, newer));
  if (field.kind === 'list') return diffItems(itemsOf(field, older), itemsOf(field, newer));
  return undefined;
}

/** Each field of two revisions of a record: whether it changed, both values and, for words and lists, what changed. */
export function compareRevisions(fields: readonly RevisionField[], older: RevisionSnapshot, newer: RevisionSnapshot): FieldComparison[] {
  return fields.map((field) => {
    const before = older[field.key];
    const after = newer[field.key];
    const changed = !sameValue(before, after);
    const parts = changed ? partsOf(field, before, after) : undefined;
    return {
      field,
      changed,
      older: displayValue(field, before),
      newer: displayValue(field, after),
      ...(parts && { parts }),
      sameWords: Boolean(parts?.every((part) => !part.added && !part.removed)),
    };
  });
}
