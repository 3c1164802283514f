import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/**
 * The shared hostile samples (`testdata/` beside DESIGN.md). They sit next to the repository, at
 * `../shared` from its root; a git worktree one level deeper finds them at `../../shared`.
 */
export const SHARED_TESTDATA = (() => {
  const candidates = [
    path.resolve(repoRoot, '../shared/testdata'),
    path.resolve(repoRoot, '../../shared/testdata'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'archives')));
  if (!found) throw new Error(`shared testdata not found; looked in ${candidates.join(', ')}`);
  return found;
})();

export const ARCHIVES_DIR = path.join(SHARED_TESTDATA, 'archives');
export const UPLOADS_DIR = path.join(SHARED_TESTDATA, 'uploads');
