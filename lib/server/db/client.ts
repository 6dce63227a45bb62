import 'server-only';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

/** What services query: the same Drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration in drizzle/ not yet applied. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/**
 * Opens node-postgres on `url`, or PGlite in `dataDir`: a folder, or `memory://` (or nothing)
 * for a database that lives only as long as the process.
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.url) {
    // A server that does not answer fails a request in 5 s (a 503) instead of holding it forever.
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (a restart, an administrator) is an event on the pool,
    // not an error of any request: without a listener it would be an uncaught exception.
    pool.on('error', (error) => console.error('database connection lost; the pool will open a new one', error));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const onDisk = options.dataDir && !options.dataDir.startsWith('memory://');
  if (onDisk) await mkdir(options.dataDir!, { recursive: true });
  const client = onDisk ? new PGlite(options.dataDir) : new PGlite();
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
