import 'server-only';
import type { FileStorage } from './file-storage';

/** What the storage needs of a database: node-postgres's Pool and PGlite both answer this. */
export interface Queryable {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * File bytes in the database's `file_bytes` table (drizzle/0004), so that every instance on the
 * same PostgreSQL reads every upload. Its own connections, not the app's pool: a staff save
 * stores a file while its transaction holds one of those, and must never wait for another.
 */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly database: Queryable) {}

  async put(key: string, bytes: Uint8Array) {
    // A key is written once (random names); a retry of the same key replaces its bytes.
    await this.database.query(
      'insert into file_bytes (storage_key, bytes) values ($1, $2) on conflict (storage_key) do update set bytes = excluded.bytes',
      [key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
    );
  }

  async get(key: string) {
    const { rows } = await this.database.query<{ bytes: Uint8Array }>('select bytes from file_bytes where storage_key = $1', [key]);
    const bytes = rows[0]?.bytes;
    return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
  }

  async delete(key: string) {
    await this.database.query('delete from file_bytes where storage_key = $1', [key]);
  }
}
