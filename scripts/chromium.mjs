/**
 * The end-to-end suite and the bundle benchmark drive Debian's Chromium (no browser download is
 * possible or wanted). When it is missing, root installs it with apt; anyone else is told the
 * exact command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Chromium is missing: installing it (${INSTALL})`);
    const res = spawnSync('bash', ['-c', INSTALL], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status === 0 && existsSync(CHROMIUM_PATH)) return { ok: true };
    return { ok: false, message: `Installing Chromium failed. Run as root: ${INSTALL}` };
  }
  return { ok: false, message: `Chromium is needed at ${CHROMIUM_PATH}. Run: sudo ${INSTALL}` };
}
