import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found by walking up to the folder that holds the committed migrations.
 * The code runs both from src/ (tests, dev) and bundled as dist/server.js, at different depths,
 * so a fixed relative path would be right for only one of them.
 */
export function serverPackageRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(
        `Cannot find the database migrations (drizzle/meta/_journal.json) above ${fileURLToPath(from)}. ` +
          'Run the server from a checkout of the repository, where apps/server/drizzle sits beside dist/.',
      );
    }
    dir = parent;
  }
}

export function migrationsFolder(): string {
  return join(serverPackageRoot(), 'drizzle');
}

/** The admin SPA build when nothing else is configured: apps/admin/dist beside this package. */
export function defaultAdminDistDir(): string {
  return join(serverPackageRoot(), '..', 'admin', 'dist');
}
