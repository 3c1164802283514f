import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the suite's servers listen and who signs in.
 *
 * Each Playwright worker drives a server of its own (port `E2E_BASE_PORT + worker`, its own fresh
 * embedded database), so stories running side by side never see each other's websites, messages
 * or sign-ins. A worker process knows its slot from TEST_PARALLEL_INDEX, which Playwright sets
 * before it loads the specs; the runner itself (no slot) sees worker 0.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Workers, each with its own server: two fit a 2-core machine (the browser and server wait on each other). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/** The data directory of the server listening on `port` (start-server.mjs makes it afresh). */
export function e2eDataDir(port: number = E2E_PORT): string {
  return join(tmpdir(), `sitewright-e2e-${port}`);
}

export const ADMIN = { company: 'demo', username: 'admin', password: 'e2e-admin-password' } as const;
/** Holds system.web_manage and page.menu only (created by start-server.mjs). */
export const EDITOR = { company: 'demo', username: 'editor', password: 'e2e-editor-password' } as const;

/**
 * How long a story waits for a publish to answer. A whole-site publish renders every page, and
 * two workers and the API suite share the machine's cores; its speed is the benchmarks' to judge.
 */
export const PUBLISH_TIMEOUT_MS = 20_000;
