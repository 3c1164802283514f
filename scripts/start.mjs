#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing or older than its sources, then runs the production
 * server in this same process (admin SPA, /api and /healthz on one port).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given paths, skipping build output and dependencies. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else if (s.mtimeMs > max) max = s.mtimeMs;
  };
  for (const p of paths) walk(join(root, p));
  return max;
}

const shared = ['packages/contract/src', 'packages/blocks/src'];
const targets = [
  {
    name: 'admin',
    output: 'apps/admin/dist/index.html',
    sources: [...shared, 'apps/admin/src', 'apps/admin/index.html', 'apps/admin/vite.config.ts'],
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: [...shared, 'apps/server/src', 'apps/server/build.mjs'],
  },
];

for (const t of targets) {
  const out = join(root, t.output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(t.sources)) continue;
  console.log(`Building the ${t.name}…`);
  const res = spawnSync('npm', ['run', '--silent', 'build', '-w', `@sitewright/${t.name}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) {
    console.error(`Building the ${t.name} failed; see the messages above.`);
    process.exit(res.status ?? 1);
  }
}

// The production server: React (page rendering) and other libraries choose their fast builds by this.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
