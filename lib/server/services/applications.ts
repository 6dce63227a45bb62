import 'server-only';
import { dueAt, retentionOf } from '@/lib/privacy/retention';
import { desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { applications, postings } from '@/lib/server/db/schema';
import { lookupHash } from '@/lib/server/auth/lookup-password';
import { PAGE_SIZE, type PageOf } from '@/lib/server/pagination';
import type { CheckedUpload } from '@/lib/server/uploads/check-uploads';
import type { ApplicationInput } from '@/lib/validation/application';
import type { AppLocale } from '@/lib/i18n/routing';
import { fileUrls, persistWithFiles } from './files';
import { ownedIds } from './ownership';
import { postingSummary, type PostingRow, type PostingSummary } from './postings';
import { queueNewRecordNotices, queueReceipt } from '@/lib/server/mail/notices';
import { nudgeMailWorker } from '@/lib/server/mail/worker';

/**
 * Stores an application and its files, all or nothing, and queues the mail to the staff who read
 * applications. The caller checked the posting is open.
 */
export async function createApplication(input: ApplicationInput, uploads: CheckedUpload[], locale: AppLocale): Promise<number> {
  const passwordHash = await lookupHash(input.email, input.password);
  const id = await persistWithFiles('application', uploads, async (tx, files) => {
    const [row] = await tx
      .insert(applications)
      .values({
        postingId: input.employment_info,
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        content: input.content,
        ...files,
      })
      .returning({ id: applications.id, createdAt: applications.createdAt });
    await queueNewRecordNotices('application', row!.id, row!.createdAt, tx);
    const [posting] = await tx.select({ title: postings.title, titleEng: postings.titleEng }).from(postings).where(eq(postings.id, input.employment_info));
    const postingTitle = (locale === 'en' && posting?.titleEng) || posting?.title || '';
    await queueReceipt({ ...input, id: row!.id, files: uploads.length, createdAt: row!.createdAt, locale }, { kind: 'application', posting: postingTitle, content: input.content }, tx);
    return row!.id;
  });
  nudgeMailWorker();
  return id;
}

/**
 * The posting applied to (with its deadline), and when: created_at is the application's; once
 * the applicant withdrew it (issue 52), when, and the day it is deleted.
 */
export type MyApplicationSummary = PostingSummary & { withdrawn_at: string | null; deleted_on: string | null };

export interface MyApplicationDetail extends MyApplicationSummary {
  posting_id: number;
  name: string;
  email: string;
  phone: string;
  content: string;
  file1: string | null;
  file2: string | null;
  file3: string | null;
}

/** When a withdrawn application goes for good: the careers rules' years from the day it was sent. */
export const withdrawnUntil = (sentAt: Date) => dueAt(sentAt, retentionOf('jobApplication').period);

type ApplicationRow = { application: typeof applications.$inferSelect; posting: PostingRow };

const applicationSummary = ({ application, posting }: ApplicationRow): MyApplicationSummary => ({
  ...postingSummary(posting),
  id: application.id,
  created_at: application.createdAt.toISOString(),
  withdrawn_at: application.withdrawnAt?.toISOString() ?? null,
  deleted_on: application.withdrawnAt ? withdrawnUntil(application.createdAt).toISOString() : null,
});

/** The applications of `email` whose password is `password`, newest first (ids: all of them). */
export async function retrieveApplications(email: string, password: string, page: number): Promise<PageOf<MyApplicationSummary> & { ids: number[] }> {
  const ids = await ownedIds(applications, email, password);
  return { ...(await applicationsByIds(ids, page)), ids };
}

/** The applications `ids` (a visitor's, proved before), newest first, a page of them. */
export async function applicationsByIds(ids: readonly number[], page: number): Promise<PageOf<MyApplicationSummary>> {
  if (ids.length === 0) return { count: 0, page, results: [] };
  const db = await getDb();
  const rows = await db
    .select({ application: applications, posting: postings })
    .from(applications)
    .innerJoin(postings, eq(applications.postingId, postings.id))
    .where(inArray(applications.id, [...ids]))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { count: ids.length, page, results: rows.map(applicationSummary) };
}

export async function getApplication(id: number): Promise<MyApplicationDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ application: applications, posting: postings })
    .from(applications)
    .innerJoin(postings, eq(applications.postingId, postings.id))
    .where(eq(applications.id, id));
  if (!row) return null;
  const { application, posting } = row;
  const url = await fileUrls([application.file1, application.file2, application.file3]);
  return {
    ...applicationSummary(row),
    posting_id: posting.id,
    name: application.name,
    email: application.email,
    phone: application.phone,
    content: application.content,
    file1: url(application.file1),
    file2: url(application.file2),
    file3: url(application.file3),
  };
}
