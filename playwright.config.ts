import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { TEST_SERVER_ENV } from './tests/e2e/admin-session';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright cannot download its browsers here: use Debian's Chromium (PLAYWRIGHT_CHROMIUM_PATH overrides),
// its headless shell where installed: the same engine without the full browser's window layer, about
// 30% faster per test on this machine (docs/decisions/014-tests-in-chromiums-headless-shell.md).
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// The back office's writes add to what the public pages list and count: they run after every reader
// (offline.spec.ts ends with a staff edit to a sale).
const STAFF_WRITES = /(admin-(postings|sales|deals|announcements|stores|faq)|offline)\.spec\.ts$/;
// Specs that start servers of their own, on their own ports and databases (two instances on
// PostgreSQL and Redis, the build behind nginx, a restart with mail queued, a
// server with an analytics id): beside the rest.
const OWN_SERVERS = /(two-instances|behind-nginx|mail-restart|analytics-choices)\.spec\.ts$/;
// The phone project runs only what depends on width or touch (docs/testing.md).
const PHONE = /@phone/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds scripts/bench/test-times.mjs (npm test prints the ten slowest tests).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // Long flows (apply with files and look it up; staff sign-ins, each a full scrypt) on a shared
  // 2-core machine running two browsers and the server: time enough for the whole flow, while
  // each assertion still waits 5 s at most.
  timeout: 60_000,
  use: {
    baseURL,
    locale: 'ko-KR',
    // Recording a trace slows every test by about a third on this machine: only a retry records one.
    trace: 'on-first-retry',
    // The service worker (public/sw.js) fetches pages to keep for offline use: only offline.spec.ts,
    // which tests it, lets it run; the other tests see the site as a first visit does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The admin signs in once per run (two factors, one code a 30-second step); the specs come in with its session.
    { name: 'staff-session', testMatch: /staff-session\.setup\.ts$/, use: desktop },
    // Playwright runs projects in phases, each after the one before has ended. The specs with servers
    // of their own need no session, but depend on it to share the readers' phase (alone, they were a
    // phase of their own that the readers waited for: two minutes of one idle worker); first in it,
    // on one worker at most, while the other goes on with the readers.
    { name: 'own-servers', testMatch: OWN_SERVERS, workers: 1, dependencies: ['staff-session'], use: desktop },
    { name: 'desktop', testIgnore: [STAFF_WRITES, OWN_SERVERS], dependencies: ['staff-session'], use: desktop },
    { name: 'phone', testIgnore: [STAFF_WRITES, OWN_SERVERS], grep: PHONE, dependencies: ['staff-session'], use: phone },
    { name: 'staff-writes-desktop', testMatch: STAFF_WRITES, dependencies: ['desktop', 'phone'], use: desktop },
    { name: 'staff-writes-phone', testMatch: STAFF_WRITES, grep: PHONE, dependencies: ['desktop', 'phone'], use: phone },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    // Locally, a server already on the port (started by hand on a fresh build) is reused.
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    // A fresh in-memory database each run; no analytics, no maps key, nothing leaves the machine.
    env: {
      ...TEST_SERVER_ENV,
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
    },
  },
});
