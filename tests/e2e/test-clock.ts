import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The test server's clock (lib/server/clock.ts reads TEST_CLOCK_FILE): a test that moves it runs
 * alone (the "clock" project in playwright.config.ts), and puts it back to the real time after.
 */
export const CLOCK_FILE = path.join(tmpdir(), `lotteplaza-e2e-clock-${process.env.E2E_PORT ?? 3100}`);

/** Sets the server's time, or with null gives it back the real time. */
export function setServerClock(at: Date | null): void {
  if (at) writeFileSync(CLOCK_FILE, at.toISOString());
  else rmSync(CLOCK_FILE, { force: true });
}
