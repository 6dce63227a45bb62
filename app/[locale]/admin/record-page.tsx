import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Permission } from '@/lib/admin/permissions';
import { recordId } from '@/lib/admin/record-id';
import { requestAddress, staffForPage } from '@/lib/server/admin/guard';
import type { Actor } from '@/lib/server/services/staff-accounts';
import type { StaffMember } from '@/lib/server/services/staff-auth';
import { notFound } from 'next/navigation';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { RECORD_KINDS, RECORD_SECTIONS, type RecordKind } from '@/lib/admin/record-kinds';
import { storeToday } from '@/lib/dates';
import { staffRecordOf } from '@/lib/server/services/staff-records';
import { KIND_PAGES } from './kinds';
import { sectionList } from './lists';
import type { PageContext, Words } from './kinds/kind-pages';
import { newestRevision } from '@/lib/server/services/publishing';
import { othersEditing } from '@/lib/server/services/record-presence';
import { now } from '@/lib/server/clock';

/**
 * The start of an admin page about one record (`/admin/{section}/{id}`): the language, the
 * signed-in staff member allowed `permission` (else the sign-in page, or Next's 403 from
 * staffForPage), and the record the address names (else Next's 404). `load` gets the staff member as the actor of an audited read.
 */
async function recordForPage<T>(
  params: Promise<{ locale: string; id: string }>,
  section: string,
  permission: Permission,
  load: (id: number, actor: Actor) => Promise<T | null>,
): Promise<{ locale: AppLocale; staff: StaffMember; record: T }> {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const { id: rawId } = await params;
  const { staff } = await staffForPage(locale, `/admin/${section}/${encodeURIComponent(rawId)}`, permission);
  const id = recordId(rawId);
  const record = id === null ? null : await load(id, { staffId: staff.id, address: await requestAddress() });
  if (!record) notFound();
  return { locale, staff, record };
}

/** What a record's page says on arrival: created (`?saved=1`), or an older revision restored (`?restored=1`). */
export async function arrivalNotice(searchParams: Promise<Record<string, string | string[] | undefined>>, created: string): Promise<string | undefined> {
  const query = (await searchParams) as SearchParams;
  if (firstValue(query, 'saved') === '1') return created;
  if (firstValue(query, 'restored') === '1') return (await getTranslations('admin.revisions'))('restored');
  return undefined;
}

/**
 * What a record's page says after its prepared change was published or thrown away (`?change=`):
 * above the form, whose own message is the last save's and stays while the page is the same.
 */
export async function changeNotice(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string | undefined> {
  const change = firstValue((await searchParams) as SearchParams, 'change');
  return change === 'published' || change === 'discarded' ? (await getTranslations('admin.preparedChange'))(change) : undefined;
}

/** The kind a back-office section's address names (`/admin/deals`: deal), or Next's 404. */
function kindOfSection(section: string): RecordKind {
  const kind = RECORD_KINDS.find((each) => RECORD_SECTIONS[each].list === `/admin/${section}`);
  if (!kind) notFound();
  return kind;
}

/** A record's page title: a kind's `edit`, or the `one` of another list's. */
export async function recordTitle(params: Promise<{ locale: string; section: string }>): Promise<Metadata> {
  const other = sectionList((await params).section);
  if (!other?.record) return kindTitle(params, 'edit');
  return { title: (await getTranslations({ locale: await routeLocale(params), namespace: other.namespace }))('one') };
}

/** A kind's page title: a key of its section's messages (the list's `title`, `edit`, `new`). */
export async function kindTitle(params: Promise<{ locale: string; section: string }>, key: 'title' | 'edit' | 'new'): Promise<Metadata> {
  const kind = kindOfSection((await params).section);
  const t = await getTranslations({ locale: await routeLocale(params), namespace: RECORD_SECTIONS[kind].namespace });
  return { title: t(key) };
}

/** A section list's title: a kind's, or another list's (lists/index.ts). */
export async function listTitle(params: Promise<{ locale: string; section: string }>): Promise<Metadata> {
  const other = sectionList((await params).section);
  if (!other) return kindTitle(params, 'title');
  return { title: (await getTranslations({ locale: await routeLocale(params), namespace: other.namespace }))('title') };
}

/**
 * The start of a section's list (`/admin/{section}`): a kind's, or another list's (what visitors
 * send, the audit log), with a New button for a kind; as `kindPage`.
 */
export async function listPage(params: Promise<{ locale: string; section: string }>) {
  const other = sectionList((await params).section);
  if (!other) {
    const { kind, list, pages, context } = await kindPage(params, '');
    return { id: kind, list, pages, context, newHref: `${list}/new` };
  }
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const list = `/admin/${(await params).section}`;
  const { staff } = await staffForPage(locale, list, other.permission);
  return { id: (await params).section, list, pages: other.pages, context: await pageContext(locale, staff, other.namespace), newHref: undefined };
}

/**
 * The start of a kind's list or new page (`/admin/{section}`, `{list}/new`): the language, the
 * kind its address names (else Next's 404), the staff member allowed its permission (else the
 * sign-in page or Next's 403), and what its rows and forms are drawn with.
 */
export async function kindPage(params: Promise<{ locale: string; section: string }>, page: '' | '/new') {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const kind = kindOfSection((await params).section);
  const { list, permission, namespace } = RECORD_SECTIONS[kind];
  const { staff } = await staffForPage(locale, list + page, permission);
  return { kind, list, pages: KIND_PAGES[kind], context: await pageContext(locale, staff, namespace) };
}

async function pageContext(locale: AppLocale, staff: StaffMember, namespace: string): Promise<PageContext> {
  const at = now();
  return { locale, staff, at, today: storeToday(at), t: (await getTranslations(namespace as 'admin.deals')) as unknown as Words };
}

/**
 * The start of a kind's record page (`/admin/{section}/{id}`): as `recordForPage`, the record with
 * the revision its form is drawn from (read before the record: a save landing between the two
 * reads then shows as a colleague's change at the next save, never hides one), and the colleagues
 * who have it open.
 */
export async function editedRecord(params: Promise<{ locale: string; section: string; id: string }>) {
  const kind = kindOfSection((await params).section);
  const { list, permission, namespace } = RECORD_SECTIONS[kind];
  const pages = KIND_PAGES[kind];
  const found = await recordForPage(params, list.replace('/admin/', ''), permission, async (id) => {
    const revision = await newestRevision(kind, id);
    const record = await (pages.load ? pages.load(id) : staffRecordOf(kind, id));
    return record && { ...record, id, revision };
  });
  const context = await pageContext(found.locale, found.staff, namespace);
  return { ...found, kind, list, pages, context, editing: await othersEditing(kind, found.record.id, found.staff.id, context.at) };
}

/** The start of the page of a record a visitor sent (`/admin/inquiries/{id}`): as `recordForPage`, with its list's definition. */
export async function sentRecord(params: Promise<{ locale: string; section: string; id: string }>) {
  const { section } = await params;
  const other = sectionList(section);
  if (!other?.record) notFound();
  const found = await recordForPage(params, section, other.permission, other.record.load);
  return { ...found, one: other.record, list: `/admin/${section}`, context: await pageContext(found.locale, found.staff, other.namespace) };
}
