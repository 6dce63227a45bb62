import { ADMIN_COOKIE } from '@/lib/server/services/staff-auth';

/*
 * The request a staff server action reads, outside a Next server: its session cookie (set by the
 * test, from staffCookie) and the visitor's address. A test file mocks next/headers with it (jest
 * hoists mocks, so each file writes the line, and the factory is required lazily), and
 * next-intl/server with tests/helpers/next-intl-server.ts:
 *
 *   jest.mock('next/headers', () => jest.requireActual('../helpers/staff-action-request').nextHeaders());
 */
export const staffRequest = { cookie: '', address: '192.0.2.30' };

/** next/headers: the test's session cookie and address. */
export function nextHeaders() {
  return {
    cookies: async () => ({ get: (name: string) => (name === ADMIN_COOKIE && staffRequest.cookie ? { name, value: staffRequest.cookie } : undefined) }),
    headers: async () => new Headers({ 'x-forwarded-for': staffRequest.address }),
  };
}
