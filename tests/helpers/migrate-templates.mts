// Run once per API test run by api-global-setup.ts, as the project's scripts run (tsx, the
// react-server conditions): migrates the templates every test database is copied from.
//   --pglite=FILE  an in-memory PGlite, migrated, its data folder dumped into FILE (a tarball)
//   --postgres=URL an empty PostgreSQL database, migrated in place
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@/lib/server/db/client';

const { values } = parseArgs({ options: { pglite: { type: 'string' }, postgres: { type: 'string' } } });

async function pgliteTemplate(file: string) {
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Everything written into the files, so that a copy starts without replaying the log.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function postgresTemplate(url: string) {
  const handle = await openDatabase({ url });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

await Promise.all([values.pglite && pgliteTemplate(values.pglite), values.postgres && postgresTemplate(values.postgres)]);
