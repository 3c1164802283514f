#!/usr/bin/env node
/**
 * `npm test`: everything a newcomer needs to trust the product, in the order a failure is cheapest
 * to find: lint, typecheck, unit and API tests on PGlite, the production build, then the
 * end-to-end suite in Debian's Chromium against that build. With TEST_DATABASE_URL set, the API
 * tests run again on PostgreSQL beside the browser suite: that one spends much of its time
 * waiting on the browser, so on two cores the two together take little longer than it alone.
 * Their output is kept and printed after it, so the two never interleave. Last comes the
 * scale-out test (scripts/test-scale.mjs) when PostgreSQL's binaries, redis-server and nginx are here.
 * It ends with one line `N passed, N failed` that counts test cases plus any failed check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

/** A check without its own test count (lint, typecheck, build) counts as one case. */
function check(label, cmd, args, env) {
  if (run(label, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

const vitestArgs = (out, args) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...args,
];

function vitest(label, file, args, env) {
  const out = join(reports, file);
  countVitest(label, out, run(label, 'npx', vitestArgs(out, args), env));
}

/**
 * Starts a vitest run in the background with its output kept in a log; `finish()` prints the log
 * and counts the report once the run has ended.
 */
function vitestInBackground(label, file, args, env) {
  const out = join(reports, file);
  const log = join(reports, `${file}.log`);
  // Straight into the file: the later steps block this process (spawnSync), so a pipe read here
  // would fill up and stall the run.
  const fd = openSync(log, 'w');
  // At a lower priority, so that the browser suite beside it keeps the time its stories expect.
  const child = spawn('nice', ['-n', '15', 'npx', ...vitestArgs(out, args)], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  const ended = new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
  return {
    async finish() {
      const ok = await ended;
      console.log(`\n━━ ${label} (ran beside the end-to-end suite) ━━`);
      process.stdout.write(readFileSync(log));
      countVitest(label, out, ok);
    },
  };
}

function countVitest(label, out, ok) {
  if (!existsSync(out)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (!ok && r.numFailedTests === 0) {
    failed += 1;
    failures.push(`${label} (runner error)`);
  } else if (r.numFailedTests > 0)
    failures.push(`${label}: ${r.numFailedTests} failed (${vitestFailures(r).join(' | ')})`);
}

/** Names each failed story (file:line and title), so the summary at the end says which ones. */
function countPlaywright(file) {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) names.push(`${spec.file}:${spec.line} ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  return { ok: r.stats.expected + r.stats.flaky, bad: r.stats.unexpected, names };
}

/** The failed vitest cases by file and name, for the same summary. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${file.name.replace(`${root}/`, '')} › ${t.fullName}`),
  );
}

/**
 * The server's test files that open a database (through test/helper.ts, or PostgreSQL itself):
 * the ones whose outcome can differ on PostgreSQL. The others ran already on the PGlite pass and
 * would only repeat it.
 */
function databaseTestFiles() {
  const uses = /test\/helper|TEST_DATABASE_URL|openPostgres/;
  return readdirSync(join(root, 'apps/server/src'), { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('apps/server/src', file))
    .filter((file) => uses.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

// Some unit tests (rendered blocks, the rich-text filter) already run in Chromium.
const chromium = ensureChromium();
if (!chromium.ok) console.error(chromium.message);

check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']);
// compose.yaml stays a valid Compose file: `config` needs no daemon and pulls nothing, so it runs
// wherever Compose is installed, as the Docker plugin (`docker compose`) or the standalone
// `docker-compose` Debian packages. The secrets the file requires get placeholders when the
// environment has none.
const compose = [
  ['docker', ['compose']],
  ['docker-compose', []],
].find(([command, args]) => spawnSync(command, [...args, 'version'], { stdio: 'ignore' }).status === 0);
if (compose) {
  const [command, args] = compose;
  const placeholders = Object.fromEntries(
    ['SECRET_KEY', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD'].map((name) => [
      name,
      process.env[name] || 'placeholder-for-validation',
    ]),
  );
  check(
    `compose.yaml (${[command, ...args].join(' ')} config)`,
    command,
    [...args, '-f', 'compose.yaml', 'config', '--quiet'],
    placeholders,
  );
} else {
  skipped += 1;
  console.log('\n(Docker Compose is not installed: compose.yaml is not validated)');
}
// Without TEST_DATABASE_URL, which would send the API tests to PostgreSQL: this run is PGlite's.
vitest('unit and API tests on PGlite', 'vitest-pglite.json', [], { TEST_DATABASE_URL: '' });
// One worker: it shares the two cores with the server, the browser and the runner.
const postgres = process.env.TEST_DATABASE_URL
  ? vitestInBackground(
      'API tests on PostgreSQL',
      'vitest-postgres.json',
      ['--project', 'server', '--maxWorkers=1', ...databaseTestFiles()],
      {
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
      },
    )
  : undefined;
if (!postgres) console.log('\n(TEST_DATABASE_URL is not set: the API tests run on PGlite only)');

const built = run('production build', 'npm', ['run', '--silent', 'build']);
if (!built) {
  failed += 1;
  failures.push('production build');
} else {
  passed += 1;
  if (!chromium.ok) {
    failed += 1;
    failures.push(`end-to-end: ${chromium.message}`);
  } else {
    const out = join(reports, 'playwright.json');
    const ok = run('end-to-end (Playwright, Chromium)', 'npm', ['run', '--silent', 'test:e2e'], {
      E2E_JSON_REPORT: out,
    });
    if (existsSync(out)) {
      const { ok: p, bad, names } = countPlaywright(out);
      passed += p;
      failed += bad;
      if (bad > 0) failures.push(`end-to-end: ${bad} failed (${names.join(' | ')})`);
      else if (!ok) {
        failed += 1;
        failures.push('end-to-end (runner error)');
      }
    } else {
      failed += 1;
      failures.push('end-to-end (no report)');
    }
  }
}

await postgres?.finish();

// The scale-out test (nginx, two API, two site and one worker process on a private PostgreSQL,
// Redis and S3 store) after everything else, so its one timed bar (a publish reaches every site
// process within a second) has the cores to itself. It needs the build and says why it skips.
if (built) {
  const out = join(reports, 'scale.json');
  run('scale-out (nginx, PostgreSQL, Redis, S3)', 'node', ['scripts/test-scale.mjs'], { SCALE_REPORT: out });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    passed += r.passed;
    failed += r.failed;
    if (r.failed > 0) failures.push(`scale-out: ${r.failed} failed`);
  } else {
    failed += 1;
    failures.push('scale-out (no report)');
  }
}

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
// The skipped checks are named above; the last line is always exactly `N passed, N failed`.
if (skipped) console.log(`(${skipped} skipped: see above)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
