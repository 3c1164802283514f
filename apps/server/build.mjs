// Bundles the server into dist/server.js. Dependencies stay in node_modules (they carry native
// and wasm files that must sit next to their own code); the workspace packages (@sitewright/*)
// are TypeScript sources, so they are compiled into the bundle. drizzle-orm is bundled too:
// loading its hundreds of separate modules left V8 holding about 140 MB of heap, which kept a
// sites-only process far over its memory budget (bench/site-serving.mjs).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const BUNDLED = ['@sitewright/', 'drizzle-orm'];

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.some((prefix) => args.path.startsWith(prefix))
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  // Worker threads load render-worker.js (the publisher's) and pglite-worker.js (the embedded
  // database's) from the root of dist/.
  entryPoints: [
    'src/server.ts',
    // Its own file, so that server.js runs it before it loads anything else.
    'src/heap-settings.ts',
    'src/cli.ts',
    'src/modules/publish/render-worker.ts',
    'src/db/pglite-worker.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  // server.ts loads the app lazily (after claiming DATA_DIR), so the app goes in a chunk of its own.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  plugins: [externalDependencies],
});

// The embedded database's first start copies this empty cluster instead of running initdb, which
// holds about 300 MB more (src/db/pglite-template.ts). Made once per version of PGlite.
const { pgliteTemplateFile, writePgliteTemplate } = await import('./src/db/pglite-template.ts');
const template = join('dist', pgliteTemplateFile());
if (!existsSync(template)) {
  for (const old of readdirSync('dist').filter((name) => name.startsWith('pgdata-template'))) {
    rmSync(join('dist', old));
  }
  await writePgliteTemplate(template);
  console.log(`  ${template}`);
}
