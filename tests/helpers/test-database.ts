import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { provideDatabase } from '@/lib/server/db';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE, dropServerDatabase } from './database-templates';

export type DatabaseKind = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and throws the database away. */
  destroy(): Promise<void>;
}

/** The tarball of this run's migrated PGlite, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;
const readPgliteTemplate = (file: string) => (pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes])));

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new database on the server. Both are
 * copies of the run's templates, migrated once by api-global-setup.ts (a PGlite data folder's
 * tarball, `CREATE DATABASE … TEMPLATE`); without them (no global setup) each is migrated here.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = process.env[PGLITE_TEMPLATE];
    const handle = await openDatabase(template ? { loadDataDir: await readPgliteTemplate(template) } : {});
    if (!template) await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const template = process.env[POSTGRES_TEMPLATE];
  const server = await createServerDatabase(template);
  const handle = await openDatabase({ url: server.url });
  if (!template) await handle.migrate();
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await server.drop();
    },
  };
}

/**
 * A new database on the TEST_DATABASE_URL server, empty (unmigrated) or a copy of `template`:
 * its address, and a way to drop it.
 */
export async function createServerDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lotte_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropServerDatabase(adminUrl, name) };
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
