import 'server-only';
import { getDbHandle } from '.';
import { seedIfEmpty } from './seed';

/**
 * At server start (instrumentation.ts): migrate, and fill an empty database with the demo
 * content, exactly once however many instances start together on it (the seed runs under the
 * start-up lock, so the second finds the database filled). Kept apart from getDb so that the
 * database module does not import the seed, which imports the file service, which imports the
 * database module.
 */
export async function prepareDatabase(): Promise<void> {
  const handle = await getDbHandle();
  await handle.exclusive(() => seedIfEmpty(handle.db));
}
