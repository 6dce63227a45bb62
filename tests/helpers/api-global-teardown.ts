import { rm } from 'node:fs/promises';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE, dropServerDatabase } from './database-templates';

/** The API project's global teardown: throws away the templates api-global-setup.ts made. */
export default async function tearDownDatabaseTemplates(): Promise<void> {
  const tarball = process.env[PGLITE_TEMPLATE];
  const database = process.env[POSTGRES_TEMPLATE];
  const adminUrl = process.env.TEST_DATABASE_URL;
  delete process.env[PGLITE_TEMPLATE];
  delete process.env[POSTGRES_TEMPLATE];
  if (tarball) await rm(tarball, { force: true });
  if (database && adminUrl) await dropServerDatabase(adminUrl, database);
}
