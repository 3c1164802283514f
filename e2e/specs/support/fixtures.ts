import { test as base } from '@playwright/test';
import { E2E_PORT } from './env.ts';

/**
 * The suite's `test`: Playwright's, plus a fresh start for a retried story. Each worker's server
 * keeps its data between stories, so an attempt that failed half-way (on a machine too busy to
 * answer in time) would leave a bound domain or a renamed website for the next attempt to trip
 * over. Before a retry, start-server.mjs empties the data directory and starts the server again.
 */
export const test = base.extend<{ freshStartOnRetry: undefined }>({
  freshStartOnRetry: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture uses from this pattern; this one uses none.
    async ({}, use, testInfo) => {
      if (testInfo.retry > 0) {
        const response = await fetch(`http://localhost:${E2E_PORT + 500}/__restart`, { method: 'POST' });
        if (!response.ok) throw new Error(`the server could not start afresh: ${await response.text()}`);
      }
      await use(undefined);
    },
    // A start takes seconds on a busy machine: its own time, not the story's.
    { auto: true, timeout: 90_000 },
  ],
});
