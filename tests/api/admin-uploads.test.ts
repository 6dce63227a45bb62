import { and, eq } from 'drizzle-orm';
import { auditLog, uploadedFiles } from '@/lib/server/db/schema';
import { POST } from '@/app/api/admin/uploads/[purpose]/route';
import { claimFiles, fileIdsInHtml, sweepPendingFiles, PENDING_LIFETIME_MS } from '@/lib/server/services/staff-uploads';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { fileAddress, postForm, useIsolatedStorage } from '../helpers/route-requests';
import { staffCookie } from '../helpers/staff-session';
import { jpgFile, pdfFile, pngFile, fakePdf, webpFile } from '../helpers/upload-fixtures';

// Two staff-grade sign-ins per database.
jest.setTimeout(60_000);

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };

describe.each(databaseKinds)('staff uploads (POST /api/admin/uploads/{purpose}) on %s', (kind) => {
  const database = useTestDatabase(kind);
  const storedFiles = useIsolatedStorage();
  let editor = { cookie: '', staffId: 0 };
  let support = { cookie: '', staffId: 0 };

  beforeAll(async () => {
    editor = await staffCookie('editor');
    support = await staffCookie('support');
  });

  const upload = (purpose: string, file: File | File[], headers: Record<string, string> = {}, query = '?lang=en') =>
    postForm(POST, `/api/admin/uploads/${purpose}${query}`, { file }, headers, { purpose });

  it('refuses without a session, from another site, with the wrong role, and for an unknown purpose', async () => {
    const none = await upload('editor-image', pngFile(), SAME_SITE);
    expect(none.status).toBe(401);
    expect((await none.json()).detail).toMatch(/sign in again/i);
    expect((await upload('editor-image', pngFile(), { cookie: editor.cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await upload('editor-image', pngFile(), { cookie: editor.cookie, origin: 'https://evil.example' })).status).toBe(403);
    const wrongRole = await upload('flyer', pngFile(), { cookie: support.cookie, ...SAME_SITE });
    expect(wrongRole.status).toBe(403);
    expect((await wrongRole.json()).detail).toMatch(/may not/);
    expect((await upload('avatar', pngFile(), { cookie: editor.cookie, ...SAME_SITE })).status).toBe(404);
    expect(storedFiles()).toHaveLength(0);
  });

  it("refuses an editor image that is not jpg/png/webp or over 5 MB, in the admin's language, and any file whose content lies", async () => {
    const gif = await upload('editor-image', new File(['GIF89a'], 'anim.gif'), { cookie: editor.cookie, ...SAME_SITE });
    expect(gif.status).toBe(400);
    expect((await gif.json()).detail).toBe('only jpg, png, webp files can be inserted');
    expect((await upload('editor-image', new File(['RIFF\0\0\0\0AVI '], 'clip.webp'), { cookie: editor.cookie, ...SAME_SITE })).status).toBe(400);
    const big = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), new Uint8Array(5 * 1024 * 1024)], 'big.png');
    const tooBig = await upload('editor-image', big, { cookie: editor.cookie, ...SAME_SITE }, '?lang=ko');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).detail).toBe('5MB 이하의 이미지만 삽입 가능합니다.');
    const lying = await upload('attachment', fakePdf(), { cookie: editor.cookie, ...SAME_SITE });
    expect(lying.status).toBe(400);
    expect((await upload('editor-image', [pngFile(), jpgFile()], { cookie: editor.cookie, ...SAME_SITE })).status).toBe(400);
    expect(storedFiles()).toHaveLength(0);
  });

  it('stores a good file as pending and public, audited; a save claims it; unused ones are swept after a day', async () => {
    const response = await upload('editor-image', pngFile('store front.png'), { cookie: editor.cookie, ...SAME_SITE });
    expect(response.status).toBe(201);
    const staged = await response.json();
    expect(staged).toEqual({ id: expect.any(Number), name: 'store front.png', url: fileAddress(staged.id, 'store%20front.png') });
    const db = database().db;
    const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, staged.id));
    expect(row).toMatchObject({ pending: true, visibility: 'public', mimeType: 'image/png' });
    const logged = await db.select().from(auditLog).where(and(eq(auditLog.action, 'upload'), eq(auditLog.subjectId, staged.id)));
    expect(logged[0]).toMatchObject({ staffId: editor.staffId, detail: 'editor-image: store front.png' });

    const attachment = await (await upload('attachment', pdfFile(), { cookie: editor.cookie, ...SAME_SITE })).json();
    expect(fileIdsInHtml(`<p><img src="${staged.url}"></p><img src="/api/files/${staged.id}/x.png">`)).toEqual([staged.id]);
    await db.transaction((tx) => claimFiles(tx, [staged.id]));
    const [claimed] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, staged.id));
    expect(claimed!.pending).toBe(false);

    const dayLater = new Date(Date.now() + PENDING_LIFETIME_MS + 60_000);
    expect(await sweepPendingFiles(new Date())).toBe(0);
    expect(await sweepPendingFiles(dayLater)).toBe(1);
    expect(await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, attachment.id))).toHaveLength(0);
    expect(storedFiles()).toHaveLength(1);
  });

  it('takes a WebP picture into the editor, as every other staff picture (decision 016)', async () => {
    const response = await upload('editor-image', webpFile(), { cookie: editor.cookie, ...SAME_SITE });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'saved.webp' });
  });
});
