import 'server-only';
import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { can, STAFF_ROLES } from '@/lib/admin/permissions';
import { VISITOR_RECORD_SECTIONS, type VisitorRecordKind } from '@/lib/admin/visitor-record-kinds';
import type { AppLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { storeTimeOf } from '@/lib/dates';
import { digestWindow, type DigestWindow } from '@/lib/mail/digest-window';
import { getDb, type Database } from '@/lib/server/db';
import { applications, inquiries, mailQueue, staffUsers, tenantApplications } from '@/lib/server/db/schema';
import { serverTranslator } from '@/lib/server/i18n';
import { queueMails, type QueuedMail } from './queue';

type Reader = Pick<Database, 'insert' | 'select'>;

const link = (locale: AppLocale, path: string) => `${env.siteUrl}${localizedPath(locale, path)}`;
const moment = (at: Date, locale: AppLocale) => `${formatDay(storeDayOf(at.toISOString()), locale)} ${storeTimeOf(at).slice(11)}`;
const rolesReading = (kind: VisitorRecordKind) => STAFF_ROLES.filter((role) => can(role, VISITOR_RECORD_SECTIONS[kind].permission));

/**
 * One mail to each active staff member whose role reads `kind` and who asked for a mail per
 * record, queued in the transaction that stores the record. It links to the record and holds
 * nothing the visitor sent: the back office shows that, after sign-in.
 */
export async function queueNewRecordNotices(kind: VisitorRecordKind, id: number, receivedAt: Date, db: Reader): Promise<void> {
  const staff = await db
    .select({ id: staffUsers.id, email: staffUsers.email, locale: staffUsers.mailLocale })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), eq(staffUsers.notify, 'each'), inArray(staffUsers.role, rolesReading(kind))));
  await queueMails(
    staff.map((person) => {
      const t = serverTranslator(person.locale, 'mail');
      const words = { kind: t(`kind.${kind}`), id, when: moment(receivedAt, person.locale) };
      return {
        key: `new-${kind}:${id}:${person.id}`,
        recipient: person.email,
        subject: t('newRecord.subject', words),
        body: t('newRecord.body', { ...words, link: link(person.locale, `${VISITOR_RECORD_SECTIONS[kind].list}/${id}`), account: link(person.locale, '/admin/account') }),
      };
    }),
    db,
  );
}

/**
 * The visitor's mail when their inquiry is first answered, in the language they wrote in: a
 * link to My Q&A, never the answer (anyone may have typed this address) nor their password.
 */
export async function queueAnsweredNotice(inquiry: { id: number; email: string; locale: AppLocale; createdAt: Date }, db: Reader): Promise<void> {
  const t = serverTranslator(inquiry.locale, 'mail');
  await queueMails(
    [
      {
        key: `inquiry-answered:${inquiry.id}`,
        recipient: inquiry.email,
        subject: t('answered.subject'),
        body: t('answered.body', { date: formatDay(storeDayOf(inquiry.createdAt.toISOString()), inquiry.locale), link: link(inquiry.locale, '/myQna') }),
      },
    ],
    db,
  );
}

/** What a visitor did to their own record (issue 52), as its mail confirms it. */
export type OwnRecordChange =
  | { kind: 'inquiryDeleted'; id: number; email: string; locale: AppLocale; sentAt: Date }
  | { kind: 'applicationWithdrawn'; id: number; email: string; locale: AppLocale; sentAt: Date; until: Date };

/**
 * The visitor's mail confirming that they deleted their inquiry or withdrew their application,
 * in their language, queued in the transaction that makes the change: when they sent it and, for
 * an application, when it will be deleted. Nothing of what they wrote.
 */
export async function queueOwnRecordNotice(change: OwnRecordChange, db: Reader): Promise<void> {
  const t = serverTranslator(change.locale, 'mail');
  const day = (at: Date) => formatDay(storeDayOf(at.toISOString()), change.locale);
  const words = { sent: day(change.sentAt), until: change.kind === 'applicationWithdrawn' ? day(change.until) : '', link: link(change.locale, change.kind === 'inquiryDeleted' ? '/myQna' : '/career-my') };
  await queueMails([{ key: `${change.kind}:${change.id}`, recipient: change.email, subject: t(`${change.kind}.subject`), body: t(`${change.kind}.body`, words) }], db);
}

/** What a visitor sent, as their receipt repeats it: never their password, and files only counted. */
export type Receipt =
  | { kind: 'inquiry'; title: string; content: string }
  | { kind: 'application'; posting: string; content: string }
  | { kind: 'tenant'; storename: string; businessType: string; address: string };

/** Where a visitor looks their record up again (tenant applications have no lookup: the contact form). */
const RECEIPT_LOOKUP: Record<Receipt['kind'], string> = { inquiry: '/myQna', application: '/career-my', tenant: '/contact' };

/**
 * The visitor's receipt, in the language they wrote in, queued in the transaction that stores
 * their record: what they sent (no password, files only counted), when, and how to look it up.
 */
export async function queueReceipt(
  record: { id: number; name: string; email: string; phone: string; files: number; createdAt: Date; locale: AppLocale },
  sent: Receipt,
  db: Reader,
): Promise<void> {
  const t = serverTranslator(record.locale, 'mail');
  const none = t('receipt.none');
  const words = {
    ...sent,
    ...(sent.kind === 'tenant' ? { storename: sent.storename || none, businessType: sent.businessType || none } : {}),
    name: record.name,
    // An inquiry's phone number is optional (decision 022).
    phone: record.phone || none,
    files: record.files,
    when: moment(record.createdAt, record.locale),
    link: link(record.locale, RECEIPT_LOOKUP[sent.kind]),
  };
  await queueMails(
    [{ key: `receipt-${sent.kind}:${record.id}`, recipient: record.email, subject: t(`receipt.${sent.kind}.subject`), body: t(`receipt.${sent.kind}.body`, words) }],
    db,
  );
}

/** The most records a digest lists one by one; the rest are counted, with a link to the lists. */
const DIGEST_LINES = 30;

interface Arrival {
  kind: VisitorRecordKind;
  id: number;
  at: Date;
}

async function arrivals(db: Reader, window: DigestWindow): Promise<Arrival[]> {
  const between = <T extends typeof inquiries | typeof applications | typeof tenantApplications>(table: T) => and(gte(table.createdAt, window.from), lt(table.createdAt, window.to));
  const [inquiryRows, applicationRows, tenantRows] = await Promise.all([
    db.select({ id: inquiries.id, at: inquiries.createdAt }).from(inquiries).where(between(inquiries)).orderBy(asc(inquiries.id)),
    db.select({ id: applications.id, at: applications.createdAt }).from(applications).where(between(applications)).orderBy(asc(applications.id)),
    db.select({ id: tenantApplications.id, at: tenantApplications.createdAt }).from(tenantApplications).where(between(tenantApplications)).orderBy(asc(tenantApplications.id)),
  ]);
  return [
    ...inquiryRows.map((row) => ({ kind: 'inquiry' as const, ...row })),
    ...applicationRows.map((row) => ({ kind: 'application' as const, ...row })),
    ...tenantRows.map((row) => ({ kind: 'tenant' as const, ...row })),
  ];
}

function digestMail(person: { id: number; email: string; locale: AppLocale }, window: DigestWindow, found: Arrival[]): QueuedMail {
  const t = serverTranslator(person.locale, 'mail');
  const lines = found.slice(0, DIGEST_LINES).map((row) => t('digest.line', { kind: t(`kind.${row.kind}`), id: row.id, when: moment(row.at, person.locale), link: link(person.locale, `${VISITOR_RECORD_SECTIONS[row.kind].list}/${row.id}`) }));
  const rest = found.length - lines.length;
  const body = [
    t('digest.intro', { from: moment(window.from, person.locale), to: moment(window.to, person.locale) }),
    '',
    ...lines,
    ...(rest > 0 ? [t('digest.more', { count: rest, link: link(person.locale, '/admin') })] : []),
    '',
    t('digest.outro', { account: link(person.locale, '/admin/account') }),
  ].join('\n');
  return { key: `digest:${window.day}:${person.id}`, recipient: person.email, subject: t('digest.subject', { count: found.length }), body };
}

/**
 * Once today's digest hour has come (New York), the daily digest for each active staff member
 * who chose it and has none yet for today: the records their role reads that arrived in the day
 * before. Nobody gets an empty digest. Safe to run every minute, on every instance: a digest's
 * key is its day and person.
 */
export async function queueDigests(now: Date): Promise<number> {
  const window = digestWindow(now);
  if (!window) return 0;
  const db = await getDb();
  const people = await db
    .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role, locale: staffUsers.mailLocale })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.active, true),
        eq(staffUsers.notify, 'digest'),
        notExists(db.select({ one: sql`1` }).from(mailQueue).where(eq(mailQueue.key, sql`'digest:' || ${window.day} || ':' || ${staffUsers.id}`))),
      ),
    );
  if (people.length === 0) return 0;
  const all = await arrivals(db, window);
  const mails = people.flatMap((person) => {
    const theirs = all.filter((row) => can(person.role, VISITOR_RECORD_SECTIONS[row.kind].permission));
    return theirs.length ? [digestMail(person, window, theirs)] : [];
  });
  await queueMails(mails, db);
  return mails.length;
}
