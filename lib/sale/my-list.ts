import { formatTemplate } from '@/lib/i18n/format-template';
import { DEPARTMENTS, type Department } from './items';
import { byDepartment, unitAfterPrice } from './item-groups';

/** One item on a shopper's list, as it was when added: the list outlives the week's page. */
export interface MyListEntry {
  id: number;
  name: string;
  name_eng: string;
  name_own: string;
  /** The own-language name's `lang` ('zh', 'vi', 'hi'), '' when unknown. */
  own_lang: string;
  price: string;
  unit: string;
  department: Department;
  region: { slug: string; label: string };
  /** The sale's last day (YYYY-MM-DD): the price holds through it. */
  sale_end: string;
}

/** How many items a list keeps: a list, not an archive (and localStorage is small). */
export const MY_LIST_LIMIT = 300;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : null);

/** One stored entry, checked: what localStorage holds may be old, edited by hand or broken. */
function entryOf(value: unknown): MyListEntry | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const region = (raw.region && typeof raw.region === 'object' ? raw.region : {}) as Record<string, unknown>;
  const entry = {
    id: typeof raw.id === 'number' && Number.isSafeInteger(raw.id) && raw.id > 0 ? raw.id : null,
    name: text(raw.name, 120),
    name_eng: text(raw.name_eng, 120),
    name_own: text(raw.name_own ?? '', 120),
    own_lang: ['zh', 'vi', 'hi'].includes(raw.own_lang as string) ? (raw.own_lang as string) : '',
    price: text(raw.price, 40),
    unit: text(raw.unit ?? '', 40),
    department: DEPARTMENTS.includes(raw.department as Department) ? (raw.department as Department) : null,
    region: { slug: text(region.slug, 40), label: text(region.label, 80) },
    sale_end: typeof raw.sale_end === 'string' && DAY.test(raw.sale_end) ? raw.sale_end : null,
  };
  const { region: place, ...rest } = entry;
  if (Object.values(rest).some((field) => field === null) || place.slug === null || place.label === null) return null;
  return entry as MyListEntry;
}

/** The stored list (a JSON array); entries that do not check out are dropped, never thrown on. */
export function parseMyList(raw: string | null): MyListEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const entries = value.map(entryOf).filter((entry): entry is MyListEntry => entry !== null);
    return entries.filter((entry, index) => entries.findIndex((other) => other.id === entry.id) === index).slice(0, MY_LIST_LIMIT);
  } catch {
    return [];
  }
}

export const inMyList = (list: readonly MyListEntry[], id: number) => list.some((entry) => entry.id === id);

/** The list with `entry` added (at the end) or, when it is there, taken off. */
export function toggleEntry(list: readonly MyListEntry[], entry: MyListEntry): MyListEntry[] {
  if (inMyList(list, entry.id)) return list.filter((other) => other.id !== entry.id);
  return [...list, entry].slice(-MY_LIST_LIMIT);
}

/** Whether the item's sale price has ended on the store day `today` (YYYY-MM-DD, New York). */
export const saleEnded = (entry: Pick<MyListEntry, 'sale_end'>, today: string) => entry.sale_end < today;

export interface PlainTextLabels {
  title: string;
  departments: Record<Department, string>;
  /** "until {date}". */
  until: string;
  /** "sale ended {date}". */
  ended: string;
}

/**
 * The list as plain text, to copy or share: a title, then each department's items with name (and
 * the other language's), price, unit, region and the day the price ends, or that it has ended.
 */
export function myListText(list: readonly MyListEntry[], { locale, today, labels, formatDay }: { locale: 'ko' | 'en'; today: string; labels: PlainTextLabels; formatDay: (day: string) => string }): string {
  const lines = [labels.title];
  for (const group of byDepartment(list)) {
    lines.push('', `[${labels.departments[group.department]}]`);
    for (const entry of group.items) {
      const [first, second] = locale === 'en' ? [entry.name_eng || entry.name, entry.name] : [entry.name || entry.name_eng, entry.name_eng];
      const name = second && second !== first ? `${first} (${second})` : first;
      const when = formatTemplate(saleEnded(entry, today) ? labels.ended : labels.until, { date: formatDay(entry.sale_end) });
      lines.push(`- ${name} — ${[entry.price, unitAfterPrice(entry.price, entry.unit)].filter(Boolean).join(' / ')} — ${entry.region.label}, ${when}`);
    }
  }
  return lines.join('\n');
}
