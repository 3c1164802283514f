// Bundles the server into dist/server.js. Dependencies stay in node_modules (they carry native
// and wasm files that must sit next to their own code); the workspace packages (@sitewright/*)
// are TypeScript sources, so they are compiled into the bundle.
import { build } from 'esbuild';

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sitewright/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  // The publisher's worker threads load render-worker.js from the root of dist/.
  entryPoints: ['src/server.ts', 'src/cli.ts', 'src/modules/publish/render-worker.ts'],
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
