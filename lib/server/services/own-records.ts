import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppLocale } from '@/lib/i18n/routing';
import { getDb } from '@/lib/server/db';
import { applications, inquiries, postings, uploadedFiles } from '@/lib/server/db/schema';
import { getStorage } from '@/lib/server/storage';
import type { LookupKind } from '@/lib/server/auth/lookup-session';
import { queueOwnRecordNotice } from '@/lib/server/mail/notices';
import { nudgeMailWorker } from '@/lib/server/mail/worker';
import type { ZipEntry } from '@/lib/server/zip/zip-stream';
import { audit } from './audit';
import { withdrawnUntil } from './applications';
import { removeAll } from './files';

/*
 * A visitor's own records in their hands (issue 52): everything they sent, to download, and a
 * submission to take back. Only ever for the ids their lookup proved (the route's cookie): never
 * a record of anyone else.
 */

type OwnedFile = { name: string; key: string };

/** The private files of records `ids` of `owner`, by record. */
async function filesOf(owner: 'inquiry' | 'application', ids: number[]): Promise<Map<number, OwnedFile[]>> {
  const db = await getDb();
  const rows = ids.length ? await db.select().from(uploadedFiles).where(and(eq(uploadedFiles.ownerKind, owner), inArray(uploadedFiles.ownerId, ids))) : [];
  const found = new Map<number, OwnedFile[]>();
  for (const row of rows) found.set(row.ownerId!, [...(found.get(row.ownerId!) ?? []), { name: row.originalName, key: row.storageKey }]);
  return found;
}

/** A record's folder: its details as JSON, then its files under the names they were sent with (a repeated name numbered). */
function folder(path: string, details: Record<string, unknown>, files: OwnedFile[]): ZipEntry[] {
  const used = new Set<string>();
  const named = files.map((file) => {
    let name = file.name;
    for (let count = 2; used.has(name); count += 1) name = file.name.replace(/(\.[^.]*)?$/, ` (${count})$1`);
    used.add(name);
    return { ...file, name };
  });
  return [
    { name: `${path}/details.json`, bytes: async () => new TextEncoder().encode(`${JSON.stringify({ ...details, files: named.map((file) => file.name) }, null, 2)}\n`) },
    ...named.map((file) => ({ name: `${path}/${file.name}`, bytes: async () => new Uint8Array((await getStorage().get(file.key)) ?? new Uint8Array()) })),
  ];
}

/** Everything the visitor sent in records `ids` of `kind`, with our answers: the entries of their download. */
export async function ownExport(kind: LookupKind, ids: readonly number[]): Promise<ZipEntry[]> {
  const db = await getDb();
  const wanted = [...ids];
  if (!wanted.length) return [];
  if (kind === 'inquiry') {
    const rows = await db.select().from(inquiries).where(inArray(inquiries.id, wanted)).orderBy(inquiries.id);
    const files = await filesOf('inquiry', rows.map((row) => row.id));
    return rows.flatMap((row) =>
      folder(
        `inquiry-${row.id}`,
        {
          id: row.id,
          type: row.inquiryType === 2 ? 'vendor' : 'general',
          category: row.category,
          title: row.title,
          name: row.name,
          email: row.email,
          phone: row.phone,
          content: row.content,
          sent_at: row.createdAt.toISOString(),
          answer: row.progress === 2 ? row.answer : null,
          answered_at: row.answerDate?.toISOString() ?? null,
        },
        files.get(row.id) ?? [],
      ),
    );
  }
  const rows = await db.select({ application: applications, posting: postings }).from(applications).innerJoin(postings, eq(applications.postingId, postings.id)).where(inArray(applications.id, wanted)).orderBy(applications.id);
  const files = await filesOf('application', rows.map((row) => row.application.id));
  return rows.flatMap(({ application, posting }) =>
    folder(
      `application-${application.id}`,
      {
        id: application.id,
        posting: { id: posting.id, title: posting.title, title_eng: posting.titleEng },
        name: application.name,
        email: application.email,
        phone: application.phone,
        content: application.content,
        sent_at: application.createdAt.toISOString(),
        withdrawn_at: application.withdrawnAt?.toISOString() ?? null,
      },
      files.get(application.id) ?? [],
    ),
  );
}

/**
 * Deletes the visitor's inquiry `id` at once, with its files, and mails them that it is gone, in
 * the language they wrote in; false when there is no such inquiry.
 */
export async function deleteOwnInquiry(id: number, address: string): Promise<boolean> {
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    const [gone] = await tx.delete(inquiries).where(eq(inquiries.id, id)).returning();
    if (!gone) return null;
    const files = await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.ownerKind, 'inquiry'), eq(uploadedFiles.ownerId, id))).returning({ key: uploadedFiles.storageKey });
    await audit({ staffId: null, action: 'inquiry-deleted-by-sender', subjectKind: 'inquiry', subjectId: id, address }, tx);
    await queueOwnRecordNotice({ kind: 'inquiryDeleted', id, email: gone.email, locale: gone.locale, sentAt: gone.createdAt }, tx);
    return files.map((file) => file.key);
  });
  if (!keys) return false;
  await removeAll(keys);
  nudgeMailWorker();
  return true;
}

/**
 * Withdraws the visitor's application `id` at once (staff's lists no longer show it) and mails
 * them when it will be deleted; the application is kept until then. Withdrawing it again
 * changes nothing. Null when there is no such application.
 */
export async function withdrawOwnApplication(id: number, at: Date, address: string, locale: AppLocale): Promise<{ withdrawn_at: string; deleted_on: string } | null> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx.update(applications).set({ withdrawnAt: at }).where(and(eq(applications.id, id), isNull(applications.withdrawnAt))).returning();
    if (changed) {
      await audit({ staffId: null, action: 'application-withdrawn', subjectKind: 'application', subjectId: id, address }, tx);
      await queueOwnRecordNotice({ kind: 'applicationWithdrawn', id, email: changed.email, locale, sentAt: changed.createdAt, until: withdrawnUntil(changed.createdAt) }, tx);
      return changed;
    }
    const [already] = await tx.select().from(applications).where(eq(applications.id, id));
    return already ?? null;
  });
  if (!row) return null;
  nudgeMailWorker();
  return { withdrawn_at: row.withdrawnAt!.toISOString(), deleted_on: withdrawnUntil(row.createdAt).toISOString() };
}
