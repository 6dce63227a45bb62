import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The key, as a fresh process with these variables would resolve it. */
function secretWith(variables: Record<string, string | undefined>): () => string {
  const saved = { ...process.env };
  Object.assign(process.env, variables);
  for (const [name, value] of Object.entries(variables)) if (value === undefined) delete process.env[name];
  let resolve: () => string = () => '';
  jest.isolateModules(() => {
    delete (globalThis as { __lotteSessionSecret?: string }).__lotteSessionSecret;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    resolve = require('@/lib/server/auth/session-secret').sessionSecret;
  });
  return () => {
    try {
      return resolve();
    } finally {
      process.env = saved;
      delete (globalThis as { __lotteSessionSecret?: string }).__lotteSessionSecret;
    }
  };
}

describe('the session secret', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'lotte-secret-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is SESSION_SECRET when set', () => {
    expect(secretWith({ SESSION_SECRET: 'configured-secret-value', DATABASE_URL: 'postgres://x/y' })()).toBe('configured-secret-value');
  });

  it('is refused on a shared database without SESSION_SECRET, with a message saying what to set', () => {
    expect(secretWith({ SESSION_SECRET: undefined, DATABASE_URL: 'postgres://db.internal/lotte' })).toThrow(/SESSION_SECRET is not set.*same/);
  });

  it('is made once beside the embedded database and kept across restarts, readable by its owner only', () => {
    const dataDir = path.join(folder, 'pglite');
    const first = secretWith({ SESSION_SECRET: undefined, DATABASE_URL: undefined, PGLITE_DIR: dataDir })();
    const again = secretWith({ SESSION_SECRET: undefined, DATABASE_URL: undefined, PGLITE_DIR: dataDir })();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(again).toBe(first);
    const file = path.join(folder, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
