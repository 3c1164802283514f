#!/usr/bin/env node
/**
 * `npm test`: everything a newcomer needs to trust the product, in the order a failure is cheapest
 * to find: lint, typecheck, the unit and API tests on PGlite, the production build. Then the
 * end-to-end suite in Debian's Chromium against that build, with the API tests on PostgreSQL
 * beside it when TEST_DATABASE_URL is set, at a lower priority. Last the scale-out test
 * (scripts/test-scale.mjs) when PostgreSQL's binaries, redis-server and nginx are here. The pass
 * that runs beside the browser suite writes to a log printed when it ends, so outputs never
 * interleave. It ends with each phase's time and one line `N passed, N failed` that counts
 * test cases plus any failed check.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = Date.now();
const reports = join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** Each phase's wall time, printed at the end. */
const timings = [];

/**
 * Runs a command; with `log`, its output goes to that file and is printed once it ends (it runs
 * beside other work). Answers whether it succeeded.
 */
async function run(label, cmd, args, { env = {}, log, nice } = {}) {
  const started = Date.now();
  if (!log) console.log(`\n━━ ${label} ━━`);
  // Straight into a file rather than a pipe: nothing here reads a pipe while other work runs.
  const fd = log ? openSync(log, 'w') : undefined;
  const [command, argv] = nice ? ['nice', ['-n', String(nice), cmd, ...args]] : [cmd, args];
  const child = spawn(command, argv, {
    cwd: root,
    stdio: log ? ['ignore', fd, fd] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (fd !== undefined) closeSync(fd);
  const ok = await new Promise((resolve) => {
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  timings.push([label, Date.now() - started]);
  if (log) {
    console.log(`\n━━ ${label} ━━`);
    process.stdout.write(readFileSync(log));
  }
  return ok;
}

/** A check without its own test count (lint, typecheck, build) counts as one case. */
async function check(label, cmd, args, options) {
  const ok = await run(label, cmd, args, options);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
  return ok;
}

const vitestArgs = (out, args) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...args,
];

async function vitest(label, file, args, options = {}) {
  const out = join(reports, file);
  countVitest(label, out, await run(label, 'npx', vitestArgs(out, args), options));
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
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} ${spec.title}`;
      if (!spec.ok) names.push(name);
      else if (spec.tests.some((t) => t.status === 'flaky')) flaky.push(name);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  return { ok: r.stats.expected + r.stats.flaky, bad: r.stats.unexpected, flaky, names };
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

// compose.yaml stays a valid Compose file: `config` needs no daemon and pulls nothing, so it runs
// wherever Compose is installed, as the Docker plugin (`docker compose`) or the standalone
// `docker-compose` Debian packages. The secrets the file requires get placeholders when the
// environment has none.
const compose = [
  ['docker', ['compose']],
  ['docker-compose', []],
].find(([command, args]) => spawnSync(command, [...args, 'version'], { stdio: 'ignore' }).status === 0);

// In the order a failure is cheapest to find. (The checks beside the PGlite suite would take
// longer in all: the suite keeps both cores busy.)
await check('lint (biome)', 'npx', ['biome', 'check', '.']);
await check('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']);
if (compose) {
  const [command, args] = compose;
  const placeholders = Object.fromEntries(
    ['SECRET_KEY', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD'].map((name) => [
      name,
      process.env[name] || 'placeholder-for-validation',
    ]),
  );
  await check(
    `compose.yaml (${[command, ...args].join(' ')} config)`,
    command,
    [...args, '-f', 'compose.yaml', 'config', '--quiet'],
    { env: placeholders },
  );
} else {
  skipped += 1;
  console.log('\n(Docker Compose is not installed: compose.yaml is not validated)');
}
// Without TEST_DATABASE_URL, which would send the API tests to PostgreSQL: this run is PGlite's.
await vitest('unit and API tests on PGlite', 'vitest-pglite.json', [], { env: { TEST_DATABASE_URL: '' } });
const built = await check('production build', 'npm', ['run', '--silent', 'build']);

// Beside the end-to-end suite, at a lower priority, so the stories keep the time they expect: the
// server's test files that open a database, on PostgreSQL, one worker.
const postgres = process.env.TEST_DATABASE_URL
  ? vitest(
      'API tests on PostgreSQL',
      'vitest-postgres.json',
      ['--project', 'server', '--maxWorkers=1', ...databaseTestFiles()],
      {
        env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
        log: join(reports, 'vitest-postgres.log'),
        nice: 15,
      },
    )
  : undefined;
if (!postgres) console.log('\n(TEST_DATABASE_URL is not set: the API tests run on PGlite only)');

if (built && !chromium.ok) {
  failed += 1;
  failures.push(`end-to-end: ${chromium.message}`);
} else if (built) {
  const out = join(reports, 'playwright.json');
  const ok = await run('end-to-end (Playwright, Chromium)', 'npm', ['run', '--silent', 'test:e2e'], {
    env: { E2E_JSON_REPORT: out },
  });
  if (existsSync(out)) {
    const { ok: p, bad, flaky, names } = countPlaywright(out);
    passed += p;
    failed += bad;
    if (bad > 0) failures.push(`end-to-end: ${bad} failed (${names.join(' | ')})`);
    else if (!ok) {
      failed += 1;
      failures.push('end-to-end (runner error)');
    }
    if (flaky.length) console.log(`\nPassed only on a retry (flaky): ${flaky.join(' | ')}`);
  } else {
    failed += 1;
    failures.push('end-to-end (no report)');
  }
}

await postgres;

// The scale-out test (nginx, two API, two site and one worker process on a private PostgreSQL,
// Redis and S3 store) after everything else, so its one timed bar (a publish reaches every site
// process within a second) has the cores to itself. It needs the build and says why it skips.
if (built) {
  const out = join(reports, 'scale.json');
  await run('scale-out (nginx, PostgreSQL, Redis, S3)', 'node', ['scripts/test-scale.mjs'], {
    env: { SCALE_REPORT: out },
  });
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

console.log('\nPhases (wall time; the PostgreSQL pass ran beside the end-to-end suite):');
for (const [label, ms] of timings)
  console.log(`  ${label.padEnd(44)} ${(ms / 1000).toFixed(0).padStart(5)} s`);
console.log(`  ${'whole run'.padEnd(44)} ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(5)} s`);
console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
// The skipped checks are named above; the last line is always exactly `N passed, N failed`.
if (skipped) console.log(`(${skipped} skipped: see above)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
