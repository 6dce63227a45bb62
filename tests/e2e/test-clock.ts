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

/** An instant as New York's wall clock reads it, YYYY-MM-DDTHH:mm. */
export const newYorkWallClock = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .replace(' ', 'T');

/** `day` (YYYY-MM-DD) at `time` (HH:mm), New York time. */
export function inNewYork(day: string, time: string): Date {
  const at = ['-05:00', '-04:00'].map((offset) => new Date(`${day}T${time}:00${offset}`)).find((candidate) => newYorkWallClock(candidate) === `${day}T${time}`);
  if (!at) throw new Error(`${day}T${time} is not a New York time`);
  return at;
}
