/**
 * The end-to-end suite and the bundle benchmark drive Debian's Chromium (no browser download is
 * possible or wanted). When it is missing, root installs it with apt; anyone else is told the
 * exact command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The end-to-end suite's lighter headless build of the same Chromium (e2e/playwright.config.ts). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const INSTALL = 'apt-get update && apt-get install -y chromium chromium-headless-shell fonts-noto-cjk';

/**
 * Chromium is needed; the headless shell only makes the suite lighter, so without root its
 * absence is no failure (the stories then run in Chromium itself).
 */
export function ensureChromium() {
  const present = () =>
    existsSync(CHROMIUM_PATH) && (process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL));
  if (present()) return { ok: true };
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Chromium is missing: installing it (${INSTALL})`);
    spawnSync('bash', ['-c', INSTALL], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (existsSync(CHROMIUM_PATH)) return { ok: true };
  return { ok: false, message: `Chromium is needed at ${CHROMIUM_PATH}. Run: sudo ${INSTALL}` };
}
