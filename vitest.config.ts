import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside the code; Playwright's journeys in e2e/ are not vitest's.
// The "db" project is the database integration suite that .ci/run repeats against PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,gateway,web,sw}/**/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.db.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'db',
          include: ['apps/**/src/**/*.db.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
