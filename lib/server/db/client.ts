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
import { fillStoreDetails } from './store-details-fill';

/** What services query: the same Drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every migration in drizzle/ not yet applied, and fills the stores' details (one instance at a time). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own (migrations, the
   * first start's seed): a PostgreSQL advisory lock. PGlite has one process by construction.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');
/** The advisory lock key of start-up work (any constant shared by every instance: "Lott"). */
const STARTUP_LOCK = 0x4c6f7474;

/**
 * Opens node-postgres on `url`, or PGlite in `dataDir`: a folder, or `memory://` (or nothing)
 * for a database that lives only as long as the process. An in-memory PGlite starts from
 * `loadDataDir` when given (a `dumpDataDir()` tarball: the tests' migrated template).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.url) {
    // A server that does not answer fails a request in 5 s (a 503) instead of holding it forever.
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (a restart, an administrator) is an event on the pool,
    // not an error of any request: without a listener it would be an uncaught exception.
    pool.on('error', (error) => console.error('database connection lost; the pool will open a new one', error));
    const db = drizzlePg({ client: pool, schema });
    // Held on a connection of its own for as long as the work runs; instances wait their turn.
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        holder.release();
      }
    };
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () =>
        exclusive(async () => {
          await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
          await fillStoreDetails(db as unknown as Database);
        }),
      exclusive,
      close: () => pool.end(),
    };
  }
  const onDisk = options.dataDir && !options.dataDir.startsWith('memory://');
  if (onDisk) await mkdir(options.dataDir!, { recursive: true });
  const client = onDisk ? new PGlite(options.dataDir) : new PGlite({ loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await fillStoreDetails(db as unknown as Database);
    },
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}
