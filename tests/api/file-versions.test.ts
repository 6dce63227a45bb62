import { sql } from 'drizzle-orm';
import { fileUrls, persistWithFiles, storePublicFile } from '@/lib/server/services/files';
import * as files from '@/app/api/files/[id]/[name]/route';
import { databaseKinds, useTestDatabase } from '../helpers/test-database';
import { fileParams, get, useIsolatedStorage } from '../helpers/route-requests';

const png = (tail: string) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(tail)]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300, must-revalidate';

describe.each(databaseKinds)("a stored file's address on %s", (kind) => {
  const database = useTestDatabase(kind);
  useIsolatedStorage();
  const urlOf = async (id: number) => (await fileUrls([id]))(id)!;
  const serve = (url: string, headers?: HeadersInit) => get(files.GET, url, { params: fileParams(url), headers });
  const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('changes when a database filled again stores another file under the same id and name', async () => {
    const first = await storePublicFile('flyer-ko.png', png('last week'));
    const before = await urlOf(first.id);
    expect((await serve(before)).headers.get('cache-control')).toBe(IMMUTABLE);

    // What `npm run db:seed -- --reset` does before the seed stores its files again.
    await database().db.execute(sql`truncate table uploaded_files restart identity cascade`);
    const second = await storePublicFile('flyer-ko.png', png('this week'));
    expect(second.id).toBe(first.id);
    const after = await urlOf(second.id);
    expect(after).not.toBe(before);
    expect(fileParams(after)).toEqual(fileParams(before));

    const fresh = await serve(after);
    expect(fresh.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await bytesOf(fresh)).toEqual(png('this week'));
    // The old address named a file that is gone: not found, never the new file under its address.
    expect((await serve(before)).status).toBe(404);
  });

  it('still serves the address without a version (in bodies staff saved before), cached briefly and revalidated', async () => {
    const { id } = await storePublicFile('store front.png', png('front'));
    const url = await urlOf(id);
    const unversioned = url.split('?')[0]!;
    expect(unversioned).toBe(`/api/files/${id}/store%20front.png`);
    const served = await serve(unversioned);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe(SHORT);
    expect(await bytesOf(served)).toEqual(png('front'));

    // The browser asks again with its copy's tag: the same file costs no bytes.
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    const again = await serve(unversioned, { 'if-none-match': `W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(SHORT);
    expect(await again.text()).toBe('');
    expect((await serve(unversioned, { 'if-none-match': '"0123456789ab"' })).status).toBe(200);
  });

  it('answers a wrong or broken version as not found (no copy kept under a made-up version), and a version opens no other door', async () => {
    const { id } = await storePublicFile('tofu.png', png('tofu'));
    const url = await urlOf(id);
    const path = url.split('?')[0]!;
    for (const query of ['?v=000000000000', '?v=', '?v=%E0%A4', '?v=a&v=b', `?${url.split('?')[1]}&v=b`]) {
      expect([query, (await serve(path + query)).status]).toEqual([query, 404]);
    }
    // Another parameter is not a version: the address is the unversioned one.
    const other = await serve(`${path}?version=1`);
    expect([other.status, other.headers.get('cache-control')]).toEqual([200, SHORT]);
    expect((await get(files.GET, url, { params: { id: String(id), name: 'other.png' } })).status).toBe(404);

    // A visitor's private file: its address carries a version too, and still answers only its owner.
    let privateId = 0;
    await persistWithFiles('inquiry', [{ name: 'receipt.pdf', mimeType: 'application/pdf', size: 8, bytes: Buffer.from('%PDF-1.4') }], async (_tx, slots) => {
      privateId = slots.file1!;
      return 1;
    });
    const privateUrl = await urlOf(privateId);
    expect(privateUrl).toMatch(/\?v=[0-9a-f]{12}$/);
    expect((await serve(privateUrl)).status).toBe(404);
  });
});
