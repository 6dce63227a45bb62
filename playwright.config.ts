import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CLOCK_FILE, setServerClock } from './tests/e2e/test-clock';
import { TEST_SERVER_ENV } from './tests/e2e/admin-session';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright cannot download its browsers here: use Debian's Chromium (PLAYWRIGHT_CHROMIUM_PATH overrides).
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// The back office's writes add to what the public pages list and count: they run after every reader.
const STAFF_WRITES = /admin-(postings|sales|deals|announcements|stores)\.spec\.ts$/;
// Moves the server's clock (tests/e2e/test-clock.ts): alone, after the staff writes.
const CLOCK = /publishing-schedule\.spec\.ts$/;
// Moves it too (Thanksgiving week): after the other clock test, never beside it.
const HOLIDAY_CLOCK = /holiday-hours\.spec\.ts$/;
// Starts two more servers of its own (on PostgreSQL and Redis): last, when nothing else is running.
const TWO_INSTANCES = /two-instances\.spec\.ts$/;
// Starts the build behind nginx (deploy/nginx/): after everything else.
const BEHIND_NGINX = /behind-nginx\.spec\.ts$/;
// Its own production server on a database kept on disk, restarted midway, with an SMTP server in the test (issue 37).
const MAIL_RESTART = /mail-restart\.spec\.ts$/;

// A run stopped while the clock was moved must not leave it moved for the next (workers load this file too).
if (!process.env.TEST_WORKER_INDEX) setServerClock(null);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Long flows (apply with files and look it up; staff sign-ins, each a full scrypt) on a shared
  // 2-core machine running two browsers and the server: time enough for the whole flow, while
  // each assertion still waits 5 s at most.
  timeout: 60_000,
  use: {
    baseURL,
    locale: 'ko-KR',
    trace: 'retain-on-failure',
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
    { name: 'desktop', testIgnore: [STAFF_WRITES, CLOCK, HOLIDAY_CLOCK, TWO_INSTANCES, BEHIND_NGINX, MAIL_RESTART], use: desktop },
    { name: 'phone', testIgnore: [STAFF_WRITES, CLOCK, HOLIDAY_CLOCK, TWO_INSTANCES, BEHIND_NGINX, MAIL_RESTART], use: phone },
    { name: 'staff-writes-desktop', testMatch: STAFF_WRITES, dependencies: ['desktop', 'phone'], use: desktop },
    { name: 'staff-writes-phone', testMatch: STAFF_WRITES, dependencies: ['desktop', 'phone'], use: phone },
    { name: 'clock', testMatch: CLOCK, dependencies: ['staff-writes-desktop', 'staff-writes-phone'], use: desktop },
    { name: 'holiday-clock', testMatch: HOLIDAY_CLOCK, dependencies: ['clock'], use: desktop },
    { name: 'two-instances', testMatch: TWO_INSTANCES, dependencies: ['holiday-clock'], use: desktop },
    { name: 'behind-nginx', testMatch: BEHIND_NGINX, dependencies: ['two-instances'], use: desktop },
    { name: 'mail-restart', testMatch: MAIL_RESTART, dependencies: ['behind-nginx'], use: desktop },
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
      TEST_CLOCK_FILE: CLOCK_FILE,
    },
  },
});
