import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The rule that lets a module be added in its own folder (docs/adding-a-module.md): a module uses
 * another only through that module's `index.ts`, and the shared layer (`lib/`) uses no module. A
 * schema file may import another module's schema file, for a foreign key (drizzle-kit loads schema
 * files on their own, without the modules' code). Everything else is composed in `app.ts`.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SRC, 'modules');

/**
 * Breaches that cannot be removed at once, each with why it is still here (none today). The test
 * fails on an entry that no longer occurs, so the list only shrinks.
 */
const ALLOWED: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Relative specifiers of static imports and re-exports, dynamic imports and vi.mock calls. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:import|mock)\(\s*['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

const moduleOf = (path: string): string | null => {
  const rel = relative(MODULES, path);
  return rel.startsWith('..') ? null : (rel.split('/')[0] ?? null);
};

/** Every import that crosses into another module other than through its index.ts. */
export function boundaryBreaches(files: readonly string[], read: (path: string) => string): string[] {
  const breaches: string[] = [];
  for (const file of files) {
    const from = moduleOf(file);
    const inLib = !relative(join(SRC, 'lib'), file).startsWith('..');
    // app.ts composes the modules through their public entries; the other entry points (server.ts,
    // db/seed.ts, the bench) may still reach into a module.
    if (!from && !inLib && relative(SRC, file) !== 'app.ts') continue;
    for (const specifier of importsOf(read(file))) {
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const entry = relative(join(MODULES, to), target);
      if (!inLib && entry === 'index.ts') continue;
      if (file.endsWith('.schema.ts') && entry.endsWith('.schema.ts')) continue;
      breaches.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
    }
  }
  return breaches;
}

describe('module boundaries', () => {
  const files = sourceFiles(SRC);
  const breaches = boundaryBreaches(files, (path) => readFileSync(path, 'utf8'));

  it('imports another module only through its index.ts, and lib/ imports no module', () => {
    expect(breaches.filter((breach) => !(breach in ALLOWED))).toEqual([]);
  });

  it('lists no exception that no longer occurs', () => {
    expect(Object.keys(ALLOWED).filter((allowed) => !breaches.includes(allowed))).toEqual([]);
  });

  it('names the import that breaks the rule', () => {
    const planted = join(MODULES, 'menu', 'planted.ts');
    const text = `import { listPages } from '../page/page.repository.ts';\nimport { menuRoutes } from './index.ts';`;
    expect(boundaryBreaches([planted], () => text)).toEqual([
      'modules/menu/planted.ts -> modules/page/page.repository.ts',
    ]);
  });
});
