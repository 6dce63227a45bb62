import { count } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { announcements, commonCodes, uploadedFiles } from '@/lib/server/db/schema';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { createServerDatabase } from '../helpers/test-database';
import { useIsolatedStorage } from '../helpers/route-requests';

/**
 * Several instances started at once on one empty PostgreSQL (issue 17): the migrations run once,
 * one after the other, and the demo content is written exactly once. Without the lock the second
 * migration fails on tables the first is creating, and both seeds write.
 */
const onServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onServer('starting instances together on one empty PostgreSQL', () => {
  const storedFiles = useIsolatedStorage();

  it('migrates once and seeds exactly once', async () => {
    const server = await createServerDatabase();
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: server.url })));
    try {
      const seeded = await Promise.all(
        instances.map(async (instance) => {
          await instance.migrate();
          return instance.exclusive(() => seedIfEmpty(instance.db));
        }),
      );
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const db = instances[0]!.db;
      const total = async (table: typeof announcements | typeof commonCodes | typeof uploadedFiles) => (await db.select({ n: count() }).from(table))[0]!.n;
      expect(await total(announcements)).toBe(15);
      expect(await total(uploadedFiles)).toBe(storedFiles().length);
      expect(await total(commonCodes)).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await server.drop();
    }
  }, 120_000);
});
