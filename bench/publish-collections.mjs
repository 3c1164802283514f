/**
 * Publishing a content site: a website with 2,000 articles and 2,000 products (8 categories and
 * 20 tags each, two product attributes) published whole by the real publisher on the embedded
 * database, timed from the publish call to the switched version (every item's page, the list,
 * category, pagination and attribute-filter pages, the feed, the sitemap and the search index).
 * The reference is Hugo building as many pages on this machine (Debian's package `hugo`); the ratio
 * is our time over Hugo's. Needs nothing built: the seeder is bundled here from the sources.
 * `node bench/publish-collections.mjs` runs it alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { hugoReferenceMs } from './render-pages.mjs';

process.env.NODE_ENV ??= 'production';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 2000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);

async function loadSeeder() {
  // Beside the server's own node_modules, so the bundle finds the server's dependencies.
  const out = join(root, 'apps/server/dist/bench/publish-collections.js');
  await build({
    // The publisher's worker threads load render-worker.js from beside the seeder.
    entryPoints: [
      join(root, 'apps/server/src/bench/publish-collections.ts'),
      join(root, 'apps/server/src/modules/publish/render-worker.ts'),
    ],
    outdir: dirname(out),
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@sitewright/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return import(pathToFileURL(out).href);
}

const hugoAvailable = () => spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;

export async function measurePublishCollections() {
  const { seedAndPublishCollections } = await loadSeeder();
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitewright-bench-collections-'));
    try {
      runs.push(await seedAndPublishCollections({ dataDir, articles: ARTICLES, products: PRODUCTS }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const ours = runs.sort((a, b) => a.publishMs - b.publishMs)[1];
  const items = ARTICLES + PRODUCTS;
  // Hugo builds one page per item, with content of about the same size (three sections).
  const hugoMs = hugoAvailable() ? hugoReferenceMs(items, 3) : undefined;
  return {
    measuredAt: new Date().toISOString(),
    articles: ARTICLES,
    products: PRODUCTS,
    files: ours.fileCount,
    ms: Math.round(ours.publishMs),
    itemsPerSecond: Math.round((items / ours.publishMs) * 1000),
    reference: hugoMs === undefined ? 'hugo not installed (apt-get install hugo)' : 'hugo',
    referenceMs: hugoMs === undefined ? null : Math.round(hugoMs),
    ratio: hugoMs === undefined ? null : Math.round((ours.publishMs / hugoMs) * 100) / 100,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measurePublishCollections();
  console.log(`Publishing ${result.articles} articles and ${result.products} products (median of 3)`);
  console.table([result]);
}
