import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The files that list every module (the Drizzle schema, the contract's entry, its error table and
 * the browser's call table) are written by scripts/registries.mjs from the module folders, so a
 * new module registers nowhere by hand. This fails when one of them was edited by hand or not
 * rewritten after a module was added, naming the stale file.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('generated registries', () => {
  it('match the module folders', () => {
    const run = spawnSync(process.execPath, ['scripts/registries.mjs', '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});
