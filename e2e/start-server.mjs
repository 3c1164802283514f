/**
 * Starts the built server for the end-to-end suite on a fresh embedded database, so every run
 * begins from the first-start state a newcomer sees, plus one limited operator created the way an
 * installation would (`npm run user:add`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../apps/server/dist');
const dataDir = mkdtempSync(join(tmpdir(), 'sitewright-e2e-'));
const port = process.env.PORT ?? '3100';
// The specs read what the server wrote to its outbox (mail, SMS): they find its DATA_DIR here.
const dataDirNote = join(tmpdir(), `sitewright-e2e-${port}.data-dir`);
writeFileSync(dataDirNote, dataDir);
const env = {
  ...process.env,
  PORT: port,
  HOST: 'localhost',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'e2e-admin-password',
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
};

// An editor who may open the website center and the menu, but not the website settings.
const added = spawnSync(
  process.execPath,
  [
    join(dist, 'cli.js'),
    'user:add',
    '--company=demo',
    '--username=editor',
    '--password=e2e-editor-password',
    '--roles=system.web_manage,page.menu',
  ],
  { stdio: 'inherit', env },
);
if (added.status !== 0) process.exit(added.status ?? 1);

const child = spawn(process.execPath, [join(dist, 'server.js')], { stdio: 'inherit', env });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
  process.exit(code ?? 0);
});
