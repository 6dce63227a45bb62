import 'server-only';
import { safeError } from '@/lib/safe-log.mjs';

/**
 * A read a page can do without: its result, or null (logged) when it fails, so the page still
 * renders and leaves that part out instead of answering 500.
 */
export async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`${what} failed to load: ${safeError(error)}`);
    return null;
  }
}
