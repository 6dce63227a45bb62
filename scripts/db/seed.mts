// `npm run db:seed`: apply the migrations and fill an empty database with the demo content.
// `npm run db:seed -- --reset` first empties every content table (never on a live site).
// The embedded database must not be open in a running server at the same time (PGlite is
// one process): stop `npm start` first. With DATABASE_URL it works beside a running server.
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { openDatabase } from '@/lib/server/db/client';
import { uploadedFiles } from '@/lib/server/db/schema';
import { getStorage } from '@/lib/server/storage';
import { seedIfEmpty } from '@/lib/server/db/seed';

const reset = process.argv.includes('--reset');
const handle = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.pgliteDir });
try {
  await handle.migrate();
  if (reset) {
    const stored = await handle.db.select({ key: uploadedFiles.storageKey }).from(uploadedFiles);
    await handle.db.execute(
      sql`truncate table main_visuals, applications, inquiries, tenant_applications, sales, events, job_postings, announcements, common_codes, uploaded_files restart identity cascade`,
    );
    await Promise.all(stored.map(({ key }) => getStorage().delete(key)));
    console.info(`[seed] emptied the content tables and removed ${stored.length} stored files`);
  }
  const started = Date.now();
  const seeded = await handle.exclusive(() => seedIfEmpty(handle.db));
  console.info(seeded ? `[seed] demo content written in ${Date.now() - started} ms` : '[seed] the database already has content; nothing written (use --reset to start over)');
} finally {
  await handle.close();
}
