import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetCachedReads } from '@/lib/server/cache';

/*
 * A database filled from nothing forgets what Next kept on disk for the one before it: the data
 * cache and the pages rendered at their first visit, which would otherwise show the old records
 * and addresses of files that now answer 404 (lib/server/db/bootstrap.ts calls it after a seed).
 */
describe('forgetCachedReads', () => {
  const start = process.cwd();
  let site: string;

  beforeEach(() => {
    site = mkdtempSync(path.join(tmpdir(), 'lotte-site-'));
    process.chdir(site);
  });
  afterEach(() => {
    process.chdir(start);
    rmSync(site, { recursive: true, force: true });
  });

  const file = (relative: string) => {
    const full = path.join(site, '.next', relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'kept');
    return full;
  };

  it('deletes the cached reads and the pages cached at their first visit, and keeps what the build made', async () => {
    const read = file('cache/fetch-cache/0a1b2c');
    const page = file('server/route-cache/APP_PAGE/abc/$/en/sale/maryland.html');
    const built = file('server/app/en/faq.html');
    const picture = file('cache/images/x/y.webp');
    await forgetCachedReads();
    expect([read, page, built, picture].map(existsSync)).toEqual([false, false, true, true]);
  });

  it('is quiet where nothing was cached yet', async () => {
    await expect(forgetCachedReads()).resolves.toBeUndefined();
  });
});
