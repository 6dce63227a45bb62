import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { provideDatabase } from '@/lib/server/db';

export type DatabaseKind = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and throws the database away. */
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database: in-memory PGlite, or a new database on the server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const server = await createServerDatabase();
  const handle = await openDatabase({ url: server.url });
  await handle.migrate();
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await server.drop();
    },
  };
}

/** A new, empty (unmigrated) database on the TEST_DATABASE_URL server: its address, and a way to drop it. */
export async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lotte_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that give the services a fresh database of `kind` for the
 * enclosing describe block, and returns a getter for it.
 */
export function useTestDatabase(kind: DatabaseKind): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provideDatabase(database);
  });
  afterAll(async () => {
    provideDatabase(undefined);
    await database?.destroy();
  });
  return () => {
    if (!database) throw new Error('the test database is not ready yet');
    return database;
  };
}
