import { connect, type Socket } from 'node:net';
import { chmodSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ADMIN, signIn } from './admin-session';
import { startProcess, startProductionServer, stopProcess, waitForAnswer, type Started } from './own-server';

/**
 * The production build behind Debian's nginx with the shipped configuration (deploy/nginx/),
 * as docs/operations.md describes: the app with TRUSTED_PROXY_HOPS=1, nginx in front on plain
 * HTTP (the TLS block differs only in its listen and certificate lines).
 */
const NGINX = '/usr/sbin/nginx';
const APP_PORT = Number(process.env.E2E_NGINX_APP_PORT ?? 3303);
const PROXY_PORT = Number(process.env.E2E_NGINX_PORT ?? 8083);
const origin = `http://127.0.0.1:${PROXY_PORT}`;

test.describe.configure({ mode: 'serial' });
test.skip(!existsSync(NGINX), 'needs Debian nginx (.ci/run installs nginx-light)');

let folder = '';
const children: Started[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = mkdtempSync(path.join(tmpdir(), 'lotte-nginx-'));
  chmodSync(folder, 0o755); // nginx's workers run as another user when it is started as root
  // Relative includes are read from the directory of the main configuration file.
  symlinkSync(path.resolve('deploy/nginx'), path.join(folder, 'lotteplaza'));
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream lotteplaza_app { server 127.0.0.1:${APP_PORT}; keepalive 32; }
  proxy_cache_path ${folder}/cache levels=1:2 keys_zone=lotteplaza:10m max_size=64m inactive=10m use_temp_path=off;
  include lotteplaza/http.conf;
  server {
    listen 127.0.0.1:${PROXY_PORT};
    # nginx reaches the app from another address than the visitor's, so the test tells them apart.
    proxy_bind 127.0.0.3;
    include lotteplaza/site.conf;
  }
}
`,
  );
  const app = startProductionServer(APP_PORT, { PGLITE_DIR: 'memory://', DATABASE_URL: '' });
  const proxy = startProcess(NGINX, ['-p', folder, '-c', path.join(folder, 'nginx.conf')]);
  children.push(app, proxy);
  const deadline = Date.now() + 200_000;
  await waitForAnswer(`http://127.0.0.1:${APP_PORT}/api/health`, deadline, app);
  await waitForAnswer(`${origin}/api/health`, deadline, proxy);
});

test.afterAll(async () => {
  await Promise.all(children.map(stopProcess));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const get = (address: string, headers: Record<string, string> = {}) => fetch(`${origin}${address}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });

test('pages keep the security headers, come compressed and are kept a second', async () => {
  const first = await get('/en/privacy');
  expect(first.status).toBe(200);
  for (const name of ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'strict-transport-security', 'permissions-policy', 'cross-origin-opener-policy']) {
    expect(first.headers.get(name), name).toBeTruthy();
  }
  expect(first.headers.get('content-security-policy')).toMatch(/script-src 'self'( '(sha256-[^']+|nonce-[^']+)')+;/);
  expect(first.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(first.headers.get('content-encoding')).toBe('br');
  // Kept to the end of the second it was made in (the site's word to nginx, never the visitor's):
  // asked again, it comes from nginx, fresh, or in the next second while nginx fetches it again.
  expect(first.headers.get('x-accel-expires')).toBeNull();
  const again = await get('/en/privacy');
  expect(again.headers.get('x-cache')).toMatch(/HIT|UPDATING|STALE/);
  expect(again.headers.get('content-encoding')).toBe('br');
  expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect((await get('/en/privacy', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
  expect((await get('/en/privacy', { 'accept-encoding': 'identity' })).headers.get('content-encoding')).toBeNull();
  // Next's hashed files: a year in every cache.
  const html = await again.text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  expect((await get(script)).headers.get('cache-control')).toContain('immutable');
  // The API's public answers are kept their second; anything it marks no-store never is.
  await get('/api/sale?location=1');
  expect((await get('/api/sale?location=1')).headers.get('x-cache')).toMatch(/HIT|UPDATING|STALE/);
  await get('/api/health');
  expect((await get('/api/health')).headers.get('x-cache')).toBe('MISS');
});

test('the app sees the visitor through one trusted hop, never what the visitor wrote', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.66' });
  await page.goto(`${origin}/en/admin/login?next=%2Fadmin%2Faudit`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/audit/, { timeout: 15_000 });
  await page.goto(`${origin}/en/admin/audit`);
  // nginx saw the browser at 127.0.0.1 and reached the app from 127.0.0.3.
  await expect(page.getByRole('table')).toContainText('127.0.0.1');
  await expect(page.getByRole('table')).not.toContainText('203.0.113.66');
  await expect(page.getByRole('table')).not.toContainText('127.0.0.3');
});

test('a staff edit shows to visitors within the cache second', async ({ page }) => {
  const mark = Date.now().toString(36);
  await get('/en/announcement');
  expect((await get('/en/announcement')).headers.get('x-cache')).toMatch(/HIT|UPDATING|STALE/);

  await page.goto(`${origin}/en/admin/login?next=%2Fadmin%2Fannouncements%2Fnew`);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'New announcement' })).toBeVisible();
  await page.getByLabel('Title (Korean)').fill(`프록시 안내 ${mark}`);
  await page.getByLabel('Title (English)').fill(`Proxy notice ${mark}`);
  await page.getByRole('textbox', { name: 'Body (Korean)' }).click();
  await page.keyboard.type('1초 안에 보입니다.');
  await page.getByRole('textbox', { name: 'Body (English)' }).click();
  await page.keyboard.type('Shown within a second.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/announcements\/\d+\?saved=1$/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published.' })).toBeVisible();
  const saved = Date.now();

  // The first ask after the second may still be given the kept copy while nginx fetches anew.
  await expect(async () => {
    expect(await (await get('/en/announcement')).text()).toContain(`Proxy notice ${mark}`);
  }).toPass({ intervals: [250], timeout: 3_000 });
  expect(Date.now() - saved).toBeLessThan(2_500);
});

test('clients that send their headers slowly are cut off after 10 s, while everyone else is served', async () => {
  test.setTimeout(60_000);
  const opened = Date.now();
  const closedAfter: number[] = [];
  const slow: Socket[] = [];
  for (let i = 0; i < 50; i += 1) {
    const socket = connect(PROXY_PORT, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.on('close', () => closedAfter.push(Date.now() - opened));
    socket.write('GET /en/privacy HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    slow.push(socket);
  }
  // A line every half second: each read is on time, the header as a whole never is.
  const drip = setInterval(() => slow.forEach((socket) => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`)), 500);
  try {
    expect((await get('/en/privacy')).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
    await expect.poll(() => closedAfter.length, { timeout: 20_000 }).toBe(50);
  } finally {
    clearInterval(drip);
    slow.forEach((socket) => socket.destroy());
  }
  expect(Math.max(...closedAfter)).toBeLessThan(13_000);
  expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(9_000);
  expect((await get('/en/privacy')).status).toBe(200);
});
