import 'server-only';
import { getDbHandle } from '.';
import { seedIfEmpty } from './seed';
import { ensureFirstAdmin } from '@/lib/server/admin/first-admin';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { forgetCachedReads } from '@/lib/server/cache';
import { getStorage } from '@/lib/server/storage';

/**
 * At server start (instrumentation.ts): migrate, fill an empty database with the demo content
 * and create the first admin account, exactly once however many instances start together on it (the seed runs under the
 * start-up lock, so the second finds the database filled). Kept apart from getDb so that the
 * database module does not import the seed, which imports the file service, which imports the
 * database module.
 */
export async function prepareDatabase(): Promise<void> {
  // Refuses to start without a key the instances share (SESSION_SECRET on a shared database),
  // or with file storage it cannot open (FILE_STORAGE=database without DATABASE_URL).
  sessionSecret();
  getStorage();
  const handle = await getDbHandle();
  await handle.exclusive(async () => {
    if (await seedIfEmpty(handle.db)) await forgetCachedReads();
    await ensureFirstAdmin();
  });
}
