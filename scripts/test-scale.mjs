#!/usr/bin/env node
/**
 * `npm run test:scale`: the scale-out test (e2e/scale/) against the production build. It starts
 * its own PostgreSQL, Redis, S3 store, SMTP server, nginx and five app processes on ports
 * 3250-3299, 55432 and 56379, and stops them all at the end.
 *
 * Prints why and exits 0 when the machine lacks what the arrangement needs (PostgreSQL binaries,
 * redis-server, nginx, the build). With SCALE_REPORT=<file> it writes `{ passed, failed, skipped }`
 * there for `npm test` to count.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrerequisites } from '../e2e/scale/cluster.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = process.env.SCALE_REPORT;
const started = Date.now();

const missing = missingPrerequisites();
if (missing) {
  console.log(`Skipping the scale-out test: this machine lacks ${missing}.`);
  if (report) writeFileSync(report, JSON.stringify({ passed: 0, failed: 0, skipped: missing }));
  process.exit(0);
}

const tap = join(tmpdir(), `sitewright-scale-${process.pid}.tap`);
const res = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-concurrency=1',
    '--test-timeout=300000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    join(root, 'e2e/scale/scale.test.mjs'),
  ],
  { cwd: root, stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
try {
  const text = readFileSync(tap, 'utf8');
  passed = Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
  failed = Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
  rmSync(tap, { force: true });
} catch {
  failed = 1;
}
if (res.status !== 0 && failed === 0) failed = 1;
console.log(
  `scale-out test: ${passed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (report) writeFileSync(report, JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
