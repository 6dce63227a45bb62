import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Publishing } from '@/lib/admin/publish-state';
import type { RecordKind } from '@/lib/admin/record-kinds';
import type { RecordFormSlot } from '@/components/admin/record-form';
import type { PageOf } from '@/lib/server/pagination';
import type { StaffMember } from '@/lib/server/services/staff-auth';
import type { Actor } from '@/lib/server/services/staff-accounts';
import type { Fact } from '@/components/admin/record-facts';

/*
 * What one kind of record brings to the back office's one set of pages ([section]/page.tsx, its
 * [id] and new): its list's filters, columns and cells, its form, and what its record page says
 * about the site. Everything else (the guard, paging, publishing, revisions, presence, the save)
 * is the engine's, the same for every kind.
 */

/** A list's filter, read from the query leniently: a value it does not offer is no filter. */
export type Filter =
  | { type: 'search' }
  | { type: 'publishState' }
  /** A choice of `options`; `all` (a key of the kind's messages) names the empty choice, when there is one. */
  | { type: 'select'; name: string; label: string; all?: string; options: (locale: AppLocale, t: Words) => Promise<FilterOption[]> | FilterOption[] }
  /** A New York day (YYYY-MM-DD), from or to which the list runs. */
  | { type: 'day'; name: string; label: string }
  /** A record the list is narrowed to by a link (`?posting=`), when it exists: no control of its own. */
  | { type: 'record'; name: string; exists: (id: number) => Promise<boolean> };

export interface FilterOption {
  value: string | number;
  label: string;
}

export type FilterValues = Record<string, string | number | undefined>;

/** The kind's messages (its namespace), as next-intl's translator returns them. */
export interface Words {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** What a list's rows and a record's page are drawn with. */
export interface PageContext {
  locale: AppLocale;
  staff: StaffMember;
  /** The server's time (lib/server/clock.ts) and the stores' day. */
  at: Date;
  today: string;
  t: Words;
}

/** What the record page's publishing panel (OnSite) says of the site beyond the engine's own. */
export interface SiteView {
  view: { href: string; text: string } | null;
  hidden?: string;
  kept?: { publish: string; unpublish: string; note: string };
  extra?: ReactNode;
  badge?: { state: string; label: string };
}

/** A section's list: its filters, its rows and how each is drawn. Methods, not properties: a registry holds every list under one type. */
export interface ListPages<Row extends { id: number }> {
  filters: Filter[];
  /** What the list says under its title, when not its `lead` message (the applications to one posting). */
  lead?(values: FilterValues, context: PageContext): Promise<ReactNode> | ReactNode;
  /** One page of the list by the filters' values; a kind listed whole (slides) gives every row on page 1. */
  list(values: FilterValues, page: number, context: PageContext): Promise<PageOf<Row>>;
  /** Listed whole, in the site's order (slides): no pages. */
  whole?: true;
  /** Keys of the kind's messages heading the columns. */
  columns: string[];
  /** A row's cells; `href` is the record's page. */
  cells(row: Row, context: PageContext & { href: string; index: number; rows: Row[] }): ReactNode[] | Promise<ReactNode[]>;
}

/** One kind's pages: its list, and its record's and new record's. */
export interface KindPages<Row extends { id: number }, Full extends Publishing & { id: number }, Initial = Full> extends ListPages<Row> {
  kind: RecordKind;
  /** The record its page shows; by default its row as its form names the fields (staffRecordOf). */
  load?(id: number): Promise<Full | null>;
  /** A new record's form values. */
  blank(context: PageContext): Initial | Promise<Initial>;
  /** A stored record's form values; by default the record itself. */
  initial?(record: Full): Initial;
  form(slot: RecordFormSlot<Initial>, context: PageContext): Promise<ReactNode> | ReactNode;
  site(record: Full, context: PageContext): SiteView;
  /** What the record page shows below its form (a sale's items). */
  below?(record: Full, context: PageContext): Promise<ReactNode>;
}

/** One record a visitor sent, as its page (`/admin/{section}/{id}`) shows it: its facts, what they wrote, their files, and what staff do with it. */
export interface SentRecord<Full> {
  /** The record, read as `actor` (an audited read). */
  load(id: number, actor: Actor): Promise<Full | null>;
  heading(record: Full): string;
  /** Where the page's way back goes, when not the whole list (the applications to its posting). */
  back?(record: Full): string;
  facts(record: Full, context: PageContext): Fact[] | Promise<Fact[]>;
  message?(record: Full): string;
  files(record: Full): Array<string | null>;
  below?(record: Full, context: PageContext): ReactNode | Promise<ReactNode>;
}
