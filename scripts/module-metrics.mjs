#!/usr/bin/env node
/**
 * `node scripts/module-metrics.mjs`: the figures of the module structure (issue 13), measured
 * from the sources: imports between server modules (through an index.ts, schema to schema for a
 * foreign key, or into another module's internals), the module pairs and two-way pairs they make,
 * hand-written tenancy checks and 1105 refusals outside lib/tenancy.ts, and imports between admin
 * features. Test files are counted apart. `--json` prints the figures as JSON.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = join(root, 'apps/server/src');
const adminFeatures = join(root, 'apps/admin/src/features');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}test${sep}`);

/** Relative specifiers of static imports and re-exports, dynamic imports and vi.mock calls. */
function importsOf(text) {
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:import|mock)\(\s*['"]([^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((m) => m[1] ?? m[2]).filter((s) => s?.startsWith('.'));
}

/** The top folder of `base` that `file` lies in, or null. */
function folderOf(base, file) {
  const rel = relative(base, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  return parts.length > 1 ? parts[0] : null;
}

/** Imports from one top folder of `base` into another, each with its kind. */
function crossImports(base) {
  const found = [];
  for (const file of sourceFiles(base)) {
    const from = folderOf(base, file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec);
      const to = folderOf(base, target);
      if (!from || !to || to === from) continue;
      const targetRel = relative(join(base, to), target);
      const kind =
        targetRel === 'index.ts' || targetRel === 'index.tsx'
          ? 'index'
          : file.endsWith('.schema.ts') && target.endsWith('.schema.ts')
            ? 'schema'
            : 'internal';
      found.push({ file: relative(root, file), from, to, kind, test: isTest(file) });
    }
  }
  return found;
}

function pairs(imports) {
  const set = new Set(imports.map((i) => `${i.from}→${i.to}`));
  const twoWay = [...set]
    .map((p) => p.split('→'))
    .filter(([a, b]) => a < b && set.has(`${b}→${a}`))
    .map(([a, b]) => `${a}↔${b}`);
  return { pairs: set.size, twoWay };
}

/** Lines of the server's sources matching a pattern, outside lib/tenancy.ts. */
function grepServer(pattern) {
  const hits = { code: [], tests: [], tenancy: 0 };
  for (const file of [...sourceFiles(serverSrc), ...sourceFiles(join(root, 'apps/server/test'))]) {
    const count = (readFileSync(file, 'utf8').match(pattern) ?? []).length;
    if (count === 0) continue;
    const rel = relative(root, file);
    if (rel === 'apps/server/src/lib/tenancy.ts') hits.tenancy += count;
    else (isTest(file) ? hits.tests : hits.code).push(...Array(count).fill(rel));
  }
  return hits;
}

const server = crossImports(join(serverSrc, 'modules'));
const serverCode = server.filter((i) => !i.test);
const admin = existsSync(adminFeatures) ? crossImports(adminFeatures) : [];
const tenancyChecks = grepServer(/\beq\(\s*[\w.$]+\.companyId\b/g);
const illegal = grepServer(/AppError\(\s*['"]ILLEGAL_OPERATION['"]/g);

const byKind = (list) =>
  Object.fromEntries(
    ['index', 'schema', 'internal'].map((k) => [k, list.filter((i) => i.kind === k).length]),
  );

const figures = {
  serverModuleImports: {
    all: server.length,
    code: serverCode.length,
    codeByKind: byKind(serverCode),
    tests: server.length - serverCode.length,
    ...pairs(serverCode),
    twoWayWithoutForeignKeys: pairs(serverCode.filter((i) => i.kind !== 'schema')).twoWay,
    internals: server.filter((i) => i.kind === 'internal').map((i) => `${i.file} → ${i.to}`),
  },
  handWrittenCompanyIdChecks: {
    code: tenancyChecks.code.length,
    tests: tenancyChecks.tests.length,
    inTenancy: tenancyChecks.tenancy,
    files: [...new Set(tenancyChecks.code)],
  },
  illegalOperationThrows: {
    code: illegal.code.length,
    tests: illegal.tests.length,
    inTenancy: illegal.tenancy,
    files: [...new Set(illegal.code)],
  },
  adminFeatureImports: { all: admin.length, imports: admin.map((i) => `${i.file} → ${i.to}`) },
};

if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  const s = figures.serverModuleImports;
  const k = s.codeByKind;
  console.log(
    `Server modules: ${s.code} imports between modules outside tests (${k.index} through an index.ts, ` +
      `${k.schema} schema to schema, ${k.internal} into internals), ${s.tests} more in tests; ` +
      `${s.pairs} module pairs, two-way: ${s.twoWay.length ? s.twoWay.join(', ') : 'none'} ` +
      `(${s.twoWayWithoutForeignKeys.length ? s.twoWayWithoutForeignKeys.join(', ') : 'none'} ` +
      'when a schema file naming another for a foreign key is left out)',
  );
  for (const line of s.internals) console.log(`  internal: ${line}`);
  const t = figures.handWrittenCompanyIdChecks;
  console.log(
    `Hand-written eq(….companyId, …) outside lib/tenancy.ts: ${t.code} in code, ${t.tests} in tests ` +
      `(${t.inTenancy} in lib/tenancy.ts)`,
  );
  for (const f of t.files) console.log(`  ${f}`);
  const i = figures.illegalOperationThrows;
  console.log(
    `AppError('ILLEGAL_OPERATION') outside lib/tenancy.ts: ${i.code} in code, ${i.tests} in tests ` +
      `(${i.inTenancy} in lib/tenancy.ts)`,
  );
  for (const f of i.files) console.log(`  ${f}`);
  console.log(`Admin imports between features: ${figures.adminFeatureImports.all}`);
  for (const line of figures.adminFeatureImports.imports) console.log(`  ${line}`);
}
