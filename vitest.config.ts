import { defineConfig } from 'vitest/config';

/** Unit and API tests of every workspace; end-to-end specs run under Playwright instead. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      { test: { name: 'blocks', root: 'packages/blocks', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // Migrates one database for the whole run; each test's database is a copy of it.
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'admin', root: 'apps/admin', environment: 'node', setupFiles: ['src/test-setup.ts'] },
      },
    ],
    pool: 'forks',
    maxWorkers: 2,
  },
});
