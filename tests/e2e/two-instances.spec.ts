import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createClient } from 'redis';
import { expect, hydrating, ownAddress, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';
import { startProductionServer, stopProcess, waitForAnswer, type Started } from './own-server';

/**
 * Two instances of the production build on one PostgreSQL and one Redis, as behind a reverse
 * proxy (docs/operations.md, "Several instances"): each with an upload folder of its own, so that only the
 * shared file storage can hand the second what the first stored.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const PORTS = [Number(process.env.E2E_INSTANCE_PORT ?? 3201), Number(process.env.E2E_INSTANCE_PORT ?? 3201) + 1] as const;

test.describe.configure({ mode: 'serial' });
test.skip(!databaseServer || !redisUrl, 'needs TEST_DATABASE_URL and TEST_REDIS_URL (.ci/run sets them when the servers answer)');

interface Instance extends Started {
  origin: string;
}

const instances: Instance[] = [];
const folders: string[] = [];
let databaseName = '';
let databaseUrl = '';

async function withDatabase<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  databaseName = `lotte_instances_${randomBytes(6).toString('hex')}`;
  await withDatabase(databaseServer!, (client) => client.query(`CREATE DATABASE ${databaseName}`));
  const url = new URL(databaseServer!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const secret = randomBytes(32).toString('hex');
  // Both start at once on the empty database: one migrates and seeds, the other waits its turn.
  for (const port of PORTS) {
    const uploads = mkdtempSync(path.join(tmpdir(), `lotte-instance-${port}-`));
    folders.push(uploads);
    const started = startProductionServer(port, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, FILE_STORAGE: 'database', UPLOAD_DIR: uploads, SESSION_SECRET: secret });
    instances.push({ origin: `http://127.0.0.1:${port}`, ...started });
  }
  const deadline = Date.now() + 200_000;
  await Promise.all(instances.map((instance) => waitForAnswer(`${instance.origin}/api/health`, deadline, instance)));
});

test.afterAll(async () => {
  await Promise.all(instances.map(stopProcess));
  if (databaseName) await withDatabase(databaseServer!, (client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test('the first start of two instances on an empty database seeds it exactly once', async () => {
  const counts = await withDatabase(databaseUrl, async (client) => ({
    admins: (await client.query('select count(*)::int as n from staff_users')).rows[0].n,
    twiceNamed: (await client.query('select title from announcements group by title having count(*) > 1')).rowCount,
    slides: (await client.query('select count(*)::int as n from main_visuals')).rows[0].n,
    migrations: (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n,
  }));
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  expect(counts.admins).toBe(1);
  expect(counts.twiceNamed).toBe(0);
  expect(counts.slides).toBeGreaterThan(0);
  expect(counts.migrations).toBe(journal.entries.length);
  // The seed's pictures went to the shared storage: both instances serve them, whichever seeded.
  for (const instance of instances) {
    const slides = await (await fetch(`${instance.origin}/api/mainvisual/`)).json();
    const picture = slides.find((slide: { img?: { image_pc?: string } }) => slide.img?.image_pc)?.img.image_pc as string;
    const served = await fetch(`${instance.origin}${picture}`);
    expect(served.status, `${instance.origin}${picture}`).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  }
});

test('a page one instance rendered is kept in Redis and served from there by the other', async ({ request }) => {
  await request.get(`${instances[0]!.origin}/en/sale/virginia`);
  // Both instances here share one .next folder, whose disk cache could answer too: look in Redis.
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: 'lotte:next:*/en/sale/virginia*', COUNT: 500 })) keys.push(...batch);
  await redis.quit();
  expect(keys.length).toBeGreaterThan(0);
  const second = await request.get(`${instances[1]!.origin}/en/sale/virginia`);
  expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
});

test('a staff edit and an upload made on the first instance are read on the second at once', async ({ page, browser }) => {
  const [first, second] = instances as [Instance, Instance];
  const mark = Date.now().toString(36);
  const pdf = Buffer.from(`%PDF-1.4\n% shared storage ${mark}\n%%EOF\n`);

  // The second instance has the list's reads in its data cache before the edit.
  const visitorContext = await browser.newContext();
  const visitor = hydrating(await visitorContext.newPage());
  await visitor.goto(`${second.origin}/en/announcement`);

  await ownAddress(page);
  await page.goto(`${first.origin}/en/admin/login?next=%2Fadmin%2Fannouncements%2Fnew`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
  await page.getByLabel('Title (Korean)').fill(`두 서버 안내 ${mark}`);
  await page.getByLabel('Title (English)').fill(`Two servers notice ${mark}`);
  await page.getByRole('textbox', { name: 'Body (Korean)' }).click();
  await page.keyboard.type('두 서버가 같은 내용을 보여 줍니다.');
  await page.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.type('Both servers show the same.');
  const slot = page.getByRole('group', { name: 'Attachment 1' });
  await slot.locator('input[type=file]').setInputFiles({ name: `hours-${mark}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(slot.getByRole('link', { name: `hours-${mark}.pdf` })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/announcements\/\d+\?saved=1$/);
  const id = Number(/announcements\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();

  await visitor.goto(`${second.origin}/en/announcement`);
  await expect(visitor.getByRole('link', { name: new RegExp(`Two servers notice ${mark}`) })).toBeVisible();
  await visitor.goto(`${second.origin}/en/announcement/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Two servers notice ${mark}` })).toBeVisible();
  const attachment = visitor.getByRole('link', { name: new RegExp(`hours-${mark}\\.pdf`) });
  const address = await attachment.getAttribute('href');
  const download = await visitorContext.request.get(new URL(address!, second.origin).toString());
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  await visitorContext.close();
  // Nothing went to either instance's own folder.
  expect(folders.flatMap((folder) => readdirSync(folder))).toEqual([]);
});
