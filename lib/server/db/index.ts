import 'server-only';
import { env } from '@/lib/env';
import { openDatabase, type Database, type DatabaseHandle } from './client';

export type { Database, DatabaseHandle };

// One handle per process, kept on globalThis so that dev reloads and the instrumentation hook
// share it: PGlite must never be opened twice on the same folder.
const holder = globalThis as typeof globalThis & { __lotteDatabase?: Promise<DatabaseHandle> };

async function openAppDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.pgliteDir });
  await handle.migrate();
  return handle;
}

/** The app's database handle, opened and migrated on first use. */
export function getDbHandle(): Promise<DatabaseHandle> {
  holder.__lotteDatabase ??= openAppDatabase().catch((error: unknown) => {
    holder.__lotteDatabase = undefined;
    throw error;
  });
  return holder.__lotteDatabase;
}

/** The app's database, migrated on first use (bootstrap.ts seeds it at server start). */
export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** Tests hand the services a database of their own (tests/helpers/test-database.ts). */
export function provideDatabase(handle: DatabaseHandle | undefined): void {
  holder.__lotteDatabase = handle ? Promise.resolve(handle) : undefined;
}
