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
const over = bundle.rows.filter((r) => !r.ok);
if (over.length) {
  console.error(`Over budget: ${over.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
