/**
 * Starts the built server for the end-to-end suite on a fresh embedded database, so every run
 * begins from the first-start state a newcomer sees.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sitewright-e2e-'));
const port = process.env.PORT ?? '3100';
const child = spawn(process.execPath, [join(here, '../apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: 'localhost',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'e2e-admin-password',
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
