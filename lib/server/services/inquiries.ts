import 'server-only';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { inquiries } from '@/lib/server/db/schema';
import { lookupHash } from '@/lib/server/auth/lookup-password';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import type { GeneralInquiryInput } from '@/lib/validation/general-inquiry';
import type { VendorInquiryInput } from '@/lib/validation/vendor-inquiry';
import { fileUrls, persistWithFiles } from './files';
import { ownedIds } from './ownership';
import { audit } from './audit';
import type { Actor } from './staff-accounts';
import type { AppLocale } from '@/lib/i18n/routing';
import { queueAnsweredNotice, queueNewRecordNotices, queueReceipt } from '@/lib/server/mail/notices';
import { nudgeMailWorker } from '@/lib/server/mail/worker';

export const INQUIRY_TYPE = { general: 1, vendor: 2 } as const;

/** Spec: Q&A list item (title, progress, created_at, answer, answer_date) plus the id and type. */
export interface InquirySummary {
  id: number;
  inquiry_type: number;
  title: string;
  progress: number;
  created_at: string;
  answer: string;
  answer_date: string | null;
}

export interface InquiryDetail extends InquirySummary {
  name: string;
  email: string;
  phone: string;
  content: string;
  /** Product category code (vendor inquiries), labelled by the page from the common codes. */
  category: number | null;
  file1: string | null;
  file2: string | null;
  file3: string | null;
}

type InquiryRow = typeof inquiries.$inferSelect;

const summary = (row: InquiryRow): InquirySummary => ({
  id: row.id,
  inquiry_type: row.inquiryType,
  title: row.title,
  progress: row.progress,
  created_at: row.createdAt.toISOString(),
  // Only a completed answer is shown (spec: progress 2).
  answer: row.progress === 2 ? row.answer : '',
  answer_date: row.progress === 2 && row.answerDate ? row.answerDate.toISOString() : null,
});

/**
 * Stores a general or vendor inquiry with its files, all or nothing, in the language it was written
 * in; the staff who answer inquiries are mailed (queued in the same transaction).
 */
export async function createInquiry(input: GeneralInquiryInput | VendorInquiryInput, uploads: CheckedUpload[], locale: AppLocale): Promise<number> {
  const passwordHash = await lookupHash(input.email, input.password);
  const category = 'category' in input ? input.category : null;
  const id = await persistWithFiles('inquiry', uploads, async (tx, files) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        inquiryType: category === null ? INQUIRY_TYPE.general : INQUIRY_TYPE.vendor,
        category,
        title: input.title,
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        content: input.content,
        locale,
        ...files,
      })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    await queueNewRecordNotices('inquiry', row!.id, row!.createdAt, tx);
    await queueReceipt({ ...input, id: row!.id, files: uploads.length, createdAt: row!.createdAt, locale }, { kind: 'inquiry', title: input.title, content: input.content }, tx);
    return row!.id;
  });
  nudgeMailWorker();
  return id;
}

/** The inquiries of `email` whose password is `password`, newest first (ids: all of them). */
export async function retrieveInquiries(email: string, password: string, page: number): Promise<PageOf<InquirySummary> & { ids: number[] }> {
  const ids = await ownedIds(inquiries, email, password);
  return { ...(await inquiriesByIds(ids, page)), ids };
}

/** The inquiries `ids` (a visitor's, proved before), newest first, a page of them. */
export async function inquiriesByIds(ids: readonly number[], page: number): Promise<PageOf<InquirySummary>> {
  if (ids.length === 0) return { count: 0, page, results: [] };
  const db = await getDb();
  const rows = await db
    .select()
    .from(inquiries)
    .where(inArray(inquiries.id, [...ids]))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: ids.length, page, results: rows.map(summary) };
}

export async function getInquiry(id: number): Promise<InquiryDetail | null> {
  const db = await getDb();
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  if (!row) return null;
  const url = await fileUrls([row.file1, row.file2, row.file3]);
  return {
    ...summary(row),
    name: row.name,
    email: row.email,
    phone: row.phone,
    content: row.content,
    category: row.category,
    file1: url(row.file1),
    file2: url(row.file2),
    file3: url(row.file3),
  };
}

/** The back office's list: every inquiry, with who sent it. */
export interface StaffInquiryRow extends InquirySummary {
  name: string;
  email: string;
}

export interface StaffInquiryQuery {
  /** 1 pending, 2 answered; none for all. */
  progress?: 1 | 2;
  /** 1 general, 2 vendor; none for both. */
  type?: 1 | 2;
  page: number;
}

/** Inquiries for staff, newest first, by progress and type, ten a page. */
export async function listInquiriesForStaff(query: StaffInquiryQuery): Promise<PageOf<StaffInquiryRow>> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.progress) conditions.push(eq(inquiries.progress, query.progress));
  if (query.type) conditions.push(eq(inquiries.inquiryType, query.type));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { count: total?.n ?? 0, page: query.page, results: rows.map((row) => ({ ...summary(row), name: row.name, email: row.email })) };
}

/** An inquiry as staff read it (the whole record); the read is audited. */
export async function readInquiryAsStaff(id: number, actor: Actor): Promise<InquiryDetail | null> {
  const found = await getInquiry(id);
  if (found) await audit({ staffId: actor.staffId, action: 'read', subjectKind: 'inquiry', subjectId: id, address: actor.address });
  return found;
}

/**
 * Saves the answer: progress becomes 2 (completed) and the answer date now, so the visitor sees
 * it in My Q&A at once, and is mailed a link to it when this is the first answer (an edited
 * answer sends nothing more). False when there is no such inquiry.
 */
export async function answerInquiry(id: number, answer: string, actor: Actor): Promise<boolean> {
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select({ progress: inquiries.progress }).from(inquiries).where(eq(inquiries.id, id)).for('update');
    if (!before) return false;
    const [row] = await tx
      .update(inquiries)
      .set({ answer, progress: 2, answerDate: new Date() })
      .where(eq(inquiries.id, id))
      .returning({ id: inquiries.id, email: inquiries.email, locale: inquiries.locale, createdAt: inquiries.createdAt });
    await audit({ staffId: actor.staffId, action: 'inquiry-answer', subjectKind: 'inquiry', subjectId: id, address: actor.address }, tx);
    if (before.progress !== 2) await queueAnsweredNotice(row!, tx);
    return true;
  });
  if (saved) nudgeMailWorker();
  return saved;
}
