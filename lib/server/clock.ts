import 'server-only';
import { readFileSync } from 'node:fs';

/**
 * The server's time. End-to-end tests move it (a scheduled post appearing at its minute) by
 * writing an ISO time to the file TEST_CLOCK_FILE names; nothing else sets that variable, and
 * without it, or with no valid time in the file, this is the real time.
 */
export function now(): Date {
  const file = process.env.TEST_CLOCK_FILE;
  if (!file) return new Date();
  let text = '';
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return new Date();
  }
  const at = Date.parse(text);
  return Number.isNaN(at) ? new Date() : new Date(at);
}
