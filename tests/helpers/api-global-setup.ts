import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE, dropServerDatabase } from './database-templates';

/** What a killed run left behind, the next run removes once it is this old (no run lasts so long). */
const STALE_MS = 6 * 60 * 60 * 1000;

/** Created at `ms` (the name says when), and old enough to be a killed run's. */
const stale = (ms: string | undefined) => Date.now() - Number(ms) > STALE_MS;

/**
 * The API project's global setup: migrates once per run into templates (an in-memory PGlite's
 * dumped data folder; a PostgreSQL database with TEST_DATABASE_URL) and names them in the
 * environment, which the workers inherit; createTestDatabase copies them.
 */
export default async function setUpDatabaseTemplates(_globalConfig: unknown, project: { rootDir: string }): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const run = `${Date.now()}_${randomBytes(4).toString('hex')}`;
  const tarball = path.join(tmpdir(), `lotte-template-${run}.tar`);
  const database = `lotte_template_${run}`;

  await Promise.all([removeStaleTarballs(), adminUrl && removeStaleServerTemplates(adminUrl)]);

  const args = [`--pglite=${tarball}`];
  if (adminUrl) {
    await serverQuery(adminUrl, `CREATE DATABASE ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    args.push(`--postgres=${url}`);
  }
  try {
    await migrateTemplates(project.rootDir, args);
  } catch (error) {
    await rm(tarball, { force: true });
    if (adminUrl) await dropServerDatabase(adminUrl, database);
    throw error;
  }
  process.env[PGLITE_TEMPLATE] = tarball;
  if (adminUrl) process.env[POSTGRES_TEMPLATE] = database;
}

/** Runs migrate-templates.mts in a process of its own, as the project's scripts run. */
function migrateTemplates(rootDir: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/migrate-templates.mts', ...args], {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrating the test database templates failed (exit ${code}):\n${errors}`))));
  });
}

async function serverQuery(adminUrl: string, query: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query<{ datname: string }>(query);
  } finally {
    await admin.end();
  }
}

async function removeStaleTarballs() {
  const names = await readdir(tmpdir()).catch(() => []);
  const old = names.filter((name) => stale(/^lotte-template-(\d+)_[0-9a-f]+\.tar$/.exec(name)?.[1]));
  await Promise.all(old.map((name) => rm(path.join(tmpdir(), name), { force: true })));
}

async function removeStaleServerTemplates(adminUrl: string) {
  const { rows } = await serverQuery(adminUrl, `SELECT datname FROM pg_database WHERE datname ~ '^lotte_template_[0-9]+_[0-9a-f]+$'`);
  const old = rows.map((row) => row.datname).filter((name) => stale(/^lotte_template_(\d+)_/.exec(name)?.[1]));
  for (const name of old) await dropServerDatabase(adminUrl, name);
}
