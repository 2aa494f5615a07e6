import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code; Playwright's journeys in e2e/ are not vitest's.
// The "components" project renders the web app's interactive pieces in happy-dom (web/src/**/*.test.tsx).
// The "db" project is the database integration suite that .ci/run repeats against PostgreSQL.
// The "scale" project (scale/, `npm run test:scale`) starts real api/notify/gateway processes on
// PostgreSQL and Redis; it skips itself, saying so, when TEST_DATABASE_URL or TEST_REDIS_URL is unset.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,gateway,sw}/**/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.ts', 'web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.db.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Component tests (React Testing Library) of the web app: web/src/**/*.test.tsx in a DOM.
        // tus-js-client names its browser build in package.json's "browser" field, which vitest does not follow.
        resolve: { alias: [{ find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' }] },
        test: {
          name: 'components',
          include: ['web/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup-dom.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['apps/**/src/**/*.db.test.ts', 'scripts/**/*.db.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Size budgets of the built web app (bench/budgets/): `npm run test:budgets`, after the build.
        test: {
          name: 'budgets',
          include: ['bench/budgets/*.budget.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scale',
          include: ['scale/**/*.scale.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['scale/require-engines.ts'],
          // Each file starts its own processes on one PostgreSQL and one Redis: one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
