import 'server-only';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { env } from '@/lib/env';
import { DatabaseStorage } from './database-storage';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';

const holder = globalThis as typeof globalThis & { __lotteStorage?: FileStorage };

function configuredStorage(): FileStorage {
  if (env.fileStorage === 'disk') return new LocalDiskStorage(env.uploadDir);
  // The embedded database belongs to one process: there is nothing to share it with.
  if (!env.databaseUrl) throw new Error('FILE_STORAGE=database needs DATABASE_URL (a PostgreSQL every instance reaches)');
  const pool = new Pool({ connectionString: env.databaseUrl, max: 4, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => console.error('file storage: database connection lost; the pool will open a new one', error));
  return new DatabaseStorage(pool);
}

/** The configured storage (FILE_STORAGE); the server asks for it at start, so a wrong setting stops it there. */
export function getStorage(): FileStorage {
  holder.__lotteStorage ??= configuredStorage();
  return holder.__lotteStorage;
}

/** Tests point the services at a storage of their own. */
export function setStorage(storage: FileStorage | undefined) {
  holder.__lotteStorage = storage;
}

/** A random name, spread over month folders: `2026-11/1f0c…`. It says nothing about the file. */
export function randomStorageKey(now = new Date()): string {
  return `${now.toISOString().slice(0, 7)}/${randomUUID()}`;
}
