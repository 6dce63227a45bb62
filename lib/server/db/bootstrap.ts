import 'server-only';
import { getDb } from '.';
import { seedIfEmpty } from './seed';

/**
 * At server start (instrumentation.ts): migrate, and fill an empty database with the demo
 * content. Kept apart from getDb so that the database module does not import the seed, which
 * imports the file service, which imports the database module.
 */
export async function prepareDatabase(): Promise<void> {
  await seedIfEmpty(await getDb());
}
