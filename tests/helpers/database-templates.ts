import { Client } from 'pg';

/** The environment variables naming this run's templates (api-global-setup.ts sets them, the workers inherit them). */
export const PGLITE_TEMPLATE = 'LOTTE_TEST_PGLITE_TEMPLATE'; // a tarball of a migrated PGlite's data folder
export const POSTGRES_TEMPLATE = 'LOTTE_TEST_POSTGRES_TEMPLATE'; // a migrated database on TEST_DATABASE_URL's server

/** Drops a database on the TEST_DATABASE_URL server, whoever is still connected to it. */
export async function dropServerDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
