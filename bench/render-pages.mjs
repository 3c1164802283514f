/**
 * Site rendering speed: every page of a 1,000-page site rendered to standalone HTML by the one
 * server render function (packages/blocks), reported as pages per second. The reference is Hugo
 * building a site of the same number of pages on this machine (when `hugo` is installed: Debian's
 * package `hugo`); the ratio is our time over Hugo's, so below 1 means faster than Hugo.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = 1000;

/** The blocks package is TypeScript with JSX: bundle its benchmark entry once, like the server build does. */
async function loadRenderSite() {
  const out = join(root, '.tmp', 'bench', 'render-site.mjs');
  await build({
    entryPoints: [join(root, 'packages/blocks/src/bench/render-site.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return import(pathToFileURL(out).href);
}

function hugoAvailable() {
  return spawnSync('hugo', ['version'], { stdio: 'ignore' }).status === 0;
}

/** A Hugo site with as many pages, each with headings, paragraphs, a list and a table. */
export function hugoReferenceMs(pages, sections = 1) {
  return hugoReference(pages, sections)?.ms;
}

/**
 * Hugo building `pages` pages whose content repeats `sections` times (to match our pages' size):
 * the median time of 3 builds and the size of one built page.
 */
export function hugoReference(pages, sections = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'sitewright-hugo-'));
  try {
    writeFileSync(
      join(dir, 'hugo.toml'),
      'baseURL = "http://example.test/"\ntitle = "Reference"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]\n',
    );
    mkdirSync(join(dir, 'layouts/_default'), { recursive: true });
    writeFileSync(
      join(dir, 'layouts/_default/single.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title><style>body{font-family:sans-serif}</style></head><body><nav>{{ range first 8 .Site.RegularPages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav><main>{{ .Content }}</main><footer>{{ .Site.Title }}</footer></body></html>',
    );
    writeFileSync(
      join(dir, 'layouts/_default/list.html'),
      '<!doctype html><html><body>{{ .Title }}</body></html>',
    );
    mkdirSync(join(dir, 'content/pages'), { recursive: true });
    for (let i = 0; i < pages; i++) {
      const body = Array.from({ length: sections }, (_, section) =>
        [
          `## Section ${i}.${section}`,
          'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(6),
          '- first point\n- second point\n- third point',
          '| Year | Sales | Profit |\n|---|---|---|\n| 2024 | 120 | 30 |\n| 2025 | 150 | 42 |',
          `### Details ${i}`,
          'Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. '.repeat(4),
        ].join('\n\n'),
      ).join('\n\n');
      writeFileSync(join(dir, `content/pages/page-${i}.md`), `---\ntitle: "Page ${i}"\n---\n\n${body}\n`);
    }
    const times = [];
    for (let run = 0; run < 3; run++) {
      rmSync(join(dir, 'public'), { recursive: true, force: true });
      const began = performance.now();
      const res = spawnSync('hugo', ['--quiet', '--source', dir, '--destination', join(dir, 'public')], {
        stdio: 'ignore',
      });
      if (res.status !== 0) return undefined;
      times.push(performance.now() - began);
    }
    const pageBytes = statSync(join(dir, 'public/pages/page-1/index.html')).size;
    return { ms: times.sort((a, b) => a - b)[1], pageBytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureRenderPages() {
  const { renderSiteBenchmark } = await loadRenderSite();
  await renderSiteBenchmark(50); // warm-up: JIT and module initialisation are not what we measure
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await renderSiteBenchmark(PAGES));
  const ours = runs.sort((a, b) => a.ms - b.ms)[1];
  const hugoMs = hugoAvailable() ? hugoReferenceMs(PAGES) : undefined;
  return {
    measuredAt: new Date().toISOString(),
    pages: PAGES,
    ms: Math.round(ours.ms),
    pagesPerSecond: Math.round((PAGES / ours.ms) * 1000),
    reference: hugoMs === undefined ? 'hugo not installed (apt-get install hugo)' : 'hugo',
    referenceMs: hugoMs === undefined ? null : Math.round(hugoMs),
    ratio: hugoMs === undefined ? null : Math.round((ours.ms / hugoMs) * 100) / 100,
  };
}
