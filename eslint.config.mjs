import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'drizzle/**']),
  {
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Client components must never pull in server-only code (DESIGN.md, rules of the house).
    files: ['components/**/*.{ts,tsx}', 'lib/api/**', 'lib/hooks/**'],
    rules: {
      // Types are fine (they vanish); values from lib/server never reach a component.
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/server/*', '**/lib/server/*'], message: 'lib/server is server-only.', allowTypeImports: true }] }],
    },
  },
]);
