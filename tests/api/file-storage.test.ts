import { count, eq } from 'drizzle-orm';
import { fileBytes, inquiries, uploadedFiles } from '@/lib/server/db/schema';
import { DatabaseStorage, type Queryable } from '@/lib/server/storage/database-storage';
import { setStorage } from '@/lib/server/storage';
import { persistWithFiles, readStoredFile, storePublicFile } from '@/lib/server/services/files';
import { setLimiterStore } from '@/lib/server/rate-limit';
import { memoryStore } from '@/lib/server/rate-limit/limiters';
import * as general from '@/app/api/inquiry/general/route';
import * as files from '@/app/api/files/[id]/[name]/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { get, postForm } from '../helpers/route-requests';
import { pdfFile } from '../helpers/upload-fixtures';

jest.setTimeout(60_000);

/** Every byte value, so that no encoding on the way in or out can pass unnoticed. */
const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);

describe.each(databaseKinds)('file bytes in the database (FILE_STORAGE=database), on %s', (kind) => {
  const database = useTestDatabase(kind);
  let storage: DatabaseStorage;

  beforeAll(() => {
    // The production storage has a pool of its own; here the test database's client serves.
    storage = new DatabaseStorage((database().db as unknown as { $client: Queryable }).$client);
    setStorage(storage);
    setLimiterStore(memoryStore());
  });
  afterAll(() => {
    setStorage(undefined);
    setLimiterStore(undefined);
  });

  const storedKeys = async () => (await database().db.select({ key: fileBytes.storageKey }).from(fileBytes)).map((row) => row.key);

  it('keeps bytes exactly, answers null for an unknown key, replaces on a second write, and deletes', async () => {
    await storage.put('2026-11/every-byte', everyByte);
    expect([...(await storage.get('2026-11/every-byte'))!]).toEqual([...everyByte]);
    expect(Buffer.isBuffer(await storage.get('2026-11/every-byte'))).toBe(true);
    expect(await storage.get('2026-11/nothing-here')).toBeNull();

    await storage.put('2026-11/every-byte', Uint8Array.of(1, 2, 3));
    expect([...(await storage.get('2026-11/every-byte'))!]).toEqual([1, 2, 3]);

    await storage.delete('2026-11/every-byte');
    await storage.delete('2026-11/every-byte');
    expect(await storage.get('2026-11/every-byte')).toBeNull();
  });

  it('holds the largest upload a visitor may send (10 MB), and a view into a larger buffer only as far as it reaches', async () => {
    const large = new Uint8Array(10 * 1024 * 1024).map((_, index) => index % 251);
    await storage.put('2026-11/large', large);
    const back = (await storage.get('2026-11/large'))!;
    expect(back.length).toBe(large.length);
    expect(back.equals(Buffer.from(large))).toBe(true);

    const window = new Uint8Array(everyByte.buffer, 10, 5);
    await storage.put('2026-11/window', window);
    expect([...(await storage.get('2026-11/window'))!]).toEqual([10, 11, 12, 13, 14]);
    await storage.delete('2026-11/large');
    await storage.delete('2026-11/window');
  });

  it('stores a visitor\'s files with the record, and serves a public file from the database', async () => {
    const sent = await postForm(general.POST, '/api/inquiry/general/', {
      name: 'Kim Minji',
      email: 'minji.storage@example.com',
      phone: '301-555-0123',
      password: 'kimchi-2026',
      title: 'Receipt',
      content: 'My receipt is attached.',
      file1: pdfFile('receipt.pdf'),
    });
    expect(sent.status).toBe(201);
    const [file] = await database().db.select().from(uploadedFiles).where(eq(uploadedFiles.originalName, 'receipt.pdf'));
    expect(await storedKeys()).toContain(file!.storageKey);
    expect((await readStoredFile(file!.id))!.bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');

    const flyer = await storePublicFile('flyer.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const served = await get(files.GET, `/api/files/${flyer.id}/flyer.pdf`, { params: { id: String(flyer.id), name: 'flyer.pdf' } });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('%PDF-1.4\n%%EOF\n');
  });

  it('leaves no bytes behind when the record cannot be written (all or nothing)', async () => {
    const before = await storedKeys();
    const inquiriesBefore = (await database().db.select({ n: count() }).from(inquiries))[0]!.n;
    await expect(
      persistWithFiles('inquiry', [{ name: 'a.pdf', mimeType: 'application/pdf', size: 8, bytes: Buffer.from('%PDF-1.4') }], async () => {
        throw new Error('the record could not be written');
      }),
    ).rejects.toThrow('the record could not be written');
    expect(await storedKeys()).toEqual(before);
    expect((await database().db.select({ n: count() }).from(inquiries))[0]!.n).toBe(inquiriesBefore);
  });
});
