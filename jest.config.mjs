import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that jest must compile before running.
const esmPackages = [
  'next-intl', 'use-intl', '@formatjs', 'intl-messageformat', 'swiper', 'ssr-window', 'dom7',
  // sanitize-html's parser
  'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'entities', 'domelementtype',
].join('|');

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The real package throws outside React's server environment; the guard is the build's job.
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    // swiper's stylesheets are imported by a bare package path that next/jest's CSS stub does not match.
    '^swiper/css(/.*)?$': '<rootDir>/tests/helpers/empty-module.ts',
    // formik's four lodash functions and its static hoisting, as the build gives them (next.config.ts, decision 019).
    '^lodash(-es)?/clone$': '<rootDir>/lib/forms/formik-deps/clone.ts',
    '^lodash(-es)?/cloneDeep$': '<rootDir>/lib/forms/formik-deps/clone-deep.ts',
    '^lodash(-es)?/isPlainObject$': '<rootDir>/lib/forms/formik-deps/is-plain-object.ts',
    '^lodash(-es)?/toPath$': '<rootDir>/lib/forms/formik-deps/to-path.ts',
    '^hoist-non-react-statics$': '<rootDir>/lib/forms/formik-deps/hoist-statics.ts',
  },
};

async function project(displayName, overrides) {
  const config = await createJestConfig({ ...shared, ...overrides })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return { ...config, displayName };
}

export default async function jestConfig() {
  return {
    projects: [
      await project('unit', {
        testEnvironment: 'jsdom',
        testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
        setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-unit.ts'],
      }),
      await project('api', {
        testEnvironment: 'node',
        testMatch: ['<rootDir>/tests/api/**/*.test.ts'],
        setupFiles: ['<rootDir>/tests/helpers/setup-api.ts'],
        setupFilesAfterEnv: ['<rootDir>/tests/helpers/setup-api-timeout.ts'],
        // Migrates once per run into the templates every test database is copied from.
        globalSetup: '<rootDir>/tests/helpers/api-global-setup.ts',
        globalTeardown: '<rootDir>/tests/helpers/api-global-teardown.ts',
      }),
    ],
  };
}
