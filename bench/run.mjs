#!/usr/bin/env node
/**
 * `npm run bench`: runs every benchmark and writes its results under bench/results/.
 * Each benchmark reports a ratio against its reference (a budget or a side-by-side reference run);
 * a ratio above 1 is over the bar.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundle-size.mjs';
import { measureDataDirLock } from './data-dir-lock.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const results = join(here, 'results');
mkdirSync(results, { recursive: true });

const bundle = await measureBundles();
writeFileSync(join(results, 'bundle-size.json'), `${JSON.stringify(bundle, null, 2)}\n`);

console.log('\nJavaScript loaded by the browser (gzip -9)');
console.table(
  bundle.rows.map((r) => ({
    what: r.name,
    'KB gz': r.kb,
    'budget KB': r.budgetKb,
    ratio: r.ratio,
    ok: r.ok ? 'yes' : 'NO',
  })),
);
const lock = await measureDataDirLock();
writeFileSync(join(results, 'data-dir-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
console.log('\nSecond server on an owned DATA_DIR gives up (median of', lock.tries, 'tries)');
console.table([
  { 'median ms': lock.medianMs, 'bar ms': lock.barMs, ratio: lock.ratio, ok: lock.ok ? 'yes' : 'NO' },
]);

const over = [...bundle.rows.filter((r) => !r.ok).map((r) => r.name), ...(lock.ok ? [] : ['data-dir lock'])];
if (over.length) {
  console.error(`Over the bar: ${over.join(', ')}`);
  process.exit(1);
}
