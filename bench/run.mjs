#!/usr/bin/env node
/**
 * `npm run bench`: runs every benchmark and writes its results under bench/results/.
 * Each benchmark reports a ratio against its reference (a budget or a side-by-side reference run);
 * a ratio above 1 is over the bar.
 */
// React picks its production build from NODE_ENV when first loaded; measure what production runs.
process.env.NODE_ENV ??= 'production';

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundle-size.mjs';
import { measureDataDirLock } from './data-dir-lock.mjs';
import { measureEmbeddedMemory } from './embedded-memory.mjs';
import { measureLighthouse, printLighthouse } from './lighthouse.mjs';
import { measurePageEditor } from './page-editor.mjs';
import { measureCanvasRichText } from './rich-text-canvas.mjs';
import { measurePublishCollections } from './publish-collections.mjs';
import { measureRenderPages } from './render-pages.mjs';
import { measureFormSubmit, printFormSubmit } from './form-submit.mjs';
import { measureSiteSearch, printSiteSearch } from './site-search.mjs';
import { measureSiteServing, printSiteServing } from './site-serving.mjs';
import { measureUploads } from './uploads.mjs';

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

const render = await measureRenderPages();
writeFileSync(join(results, 'render-pages.json'), `${JSON.stringify(render, null, 2)}\n`);
console.log(`\nRendering a ${render.pages}-page site to HTML (median of 3; reference: ${render.reference})`);
console.table([
  {
    'pages/s': render.pagesPerSecond,
    ms: render.ms,
    'reference ms': render.referenceMs ?? '-',
    ratio: render.ratio ?? '-',
  },
]);

const collections = await measurePublishCollections();
writeFileSync(join(results, 'publish-collections.json'), `${JSON.stringify(collections, null, 2)}\n`);
console.log(
  `\nPublishing ${collections.articles} articles and ${collections.products} products (median of 3; reference: ${collections.reference})`,
);
console.table([
  {
    'items/s': collections.itemsPerSecond,
    files: collections.files,
    ms: collections.ms,
    'reference ms': collections.referenceMs ?? '-',
    ratio: collections.ratio ?? '-',
  },
]);

const site = await measureSiteServing();
writeFileSync(join(results, 'site-serving.json'), `${JSON.stringify(site, null, 2)}\n`);
if (site.skipped) {
  console.log(`\nSite serving, publishing and memory: skipped (${site.skipped})`);
} else {
  printSiteServing(site);
}

const search = await measureSiteSearch();
writeFileSync(join(results, 'site-search.json'), `${JSON.stringify(search, null, 2)}\n`);
printSiteSearch(search);

const formSubmit = await measureFormSubmit();
writeFileSync(join(results, 'form-submit.json'), `${JSON.stringify(formSubmit, null, 2)}\n`);
printFormSubmit(formSubmit);

const uploads = await measureUploads();
writeFileSync(join(results, 'uploads.json'), `${JSON.stringify(uploads, null, 2)}\n`);
if (uploads.skipped) {
  console.log(`\nUploads: skipped (${uploads.skipped})`);
} else {
  console.log(
    `\nUploading ${uploads.photos} photos of ${uploads.photoMb.min}-${uploads.photoMb.max} MB, ${uploads.concurrency} at a time (${uploads.database})`,
  );
  console.table([
    {
      'files/s': uploads.filesPerSecond,
      'MB/s': uploads.mbPerSecond,
      'idle RSS MB': uploads.idleRssMb,
      'peak RSS MB (first quarter)': uploads.peakRssMbAfterQuarter,
      'peak RSS MB': uploads.peakRssMb,
      'bounded (peak <= first quarter x1.25)': uploads.ok ? 'yes' : 'NO',
    },
  ]);
}

const embedded = await measureEmbeddedMemory();
writeFileSync(join(results, 'embedded-memory.json'), `${JSON.stringify(embedded, null, 2)}\n`);
if (embedded.skipped) {
  console.log(`\nEmbedded database: skipped (${embedded.skipped})`);
} else {
  const pgRef = typeof embedded.postgresReference === 'object' ? embedded.postgresReference : undefined;
  console.log('\nThe one-process default on its embedded database (PGlite in DATA_DIR)');
  console.table([
    {
      what: 'peak RSS MB, first start',
      ours: embedded.firstStart.peakRssMb,
      reference: '-',
      goal: '<= 512',
      ok: embedded.firstStart.peakRssMb <= embedded.bars.startPeakMb ? 'yes' : 'NO',
    },
    {
      what: 'peak RSS MB, later start',
      ours: embedded.laterStart.peakRssMb,
      reference: '-',
      goal: '<= 512',
      ok: embedded.laterStart.peakRssMb <= embedded.bars.startPeakMb ? 'yes' : 'NO',
    },
    {
      what: `RSS MB after ${embedded.load.seconds} s of API load`,
      ours: embedded.load.rssMbAfterLoad,
      reference: pgRef ? `${pgRef.rssMbAfterLoad} on PostgreSQL` : '-',
      goal: '<= 400',
      ok: embedded.load.rssMbAfterLoad <= embedded.bars.afterLoadMb ? 'yes' : 'NO',
    },
    {
      what: `API p99 ms at ${embedded.load.rate} req/s mixed`,
      ours: `${embedded.load.p99Ms} (p50 ${embedded.load.p50Ms})`,
      reference: pgRef ? `${pgRef.p99Ms} (p50 ${pgRef.p50Ms}) on PostgreSQL` : '-',
      goal: '<= 50',
      ok: embedded.load.p99Ms <= embedded.bars.p99Ms ? 'yes' : 'NO',
    },
  ]);
}

const editor = await measurePageEditor();
writeFileSync(join(results, 'page-editor.json'), `${JSON.stringify(editor, null, 2)}\n`);
if (editor.skipped) {
  console.log(`\nPage editor: skipped (${editor.skipped})`);
} else {
  console.log('\nPage editor in Chromium, a page of 40 sections of 12 blocks (goals of issue 6)');
  console.table(
    editor.rows.map((r) => ({
      what: r.what,
      ms: r.ms ?? '-',
      'goal ms': r.goal,
      ratio: r.ratio ?? '-',
      ok: r.ok ? 'yes' : 'NO',
    })),
  );
}

const richText = await measureCanvasRichText();
writeFileSync(join(results, 'rich-text-canvas.json'), `${JSON.stringify(richText, null, 2)}\n`);
if (richText.skipped) {
  console.log(`\nRich text on the canvas: skipped (${richText.skipped})`);
} else {
  console.log(`\nTyping on the canvas into a rich-text block of ${richText.words}`);
  console.table([
    {
      what: `keystroke → paint (${richText.keystrokes} keys)`,
      'p50 ms': richText.p50Ms ?? '-',
      'p95 ms': richText.p95Ms ?? '-',
      'goal p95 ms': richText.goalP95Ms,
      ok: richText.ok ? 'yes' : 'NO',
    },
  ]);
}

const lighthouse = await measureLighthouse();
writeFileSync(join(results, 'lighthouse.json'), `${JSON.stringify(lighthouse, null, 2)}\n`);
printLighthouse(lighthouse);

const over = [
  ...bundle.rows.filter((r) => !r.ok).map((r) => r.name),
  ...(lock.ok ? [] : ['data-dir lock']),
  ...(search.ok ? [] : ['site search query p99']),
  ...(embedded.ok === false ? ['embedded database memory or API latency'] : []),
  ...(uploads.ok === false ? ['upload memory not bounded'] : []),
  ...(editor.rows ?? []).filter((r) => !r.ok).map((r) => `page editor: ${r.what}`),
  ...(richText.ok === false ? ['rich text on the canvas: keystroke p95'] : []),
  ...(lighthouse.rows ?? []).filter((r) => !r.ok).map((r) => `Lighthouse: ${r.template}`),
];
if (over.length) {
  console.error(`Over the bar: ${over.join(', ')}`);
  process.exit(1);
}
