#!/usr/bin/env node
/**
 * Type-checks the five projects in two lanes side by side, one per core (the server and the
 * admin are the long ones, so each leads a lane). Exits 1 when any project has errors; each
 * project's errors are printed under its name.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');
const lanes = [
  ['apps/server', 'packages/contract'],
  ['apps/admin', 'packages/blocks', 'e2e'],
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => {
      if (code !== 0) process.stdout.write(`── ${project} ──\n${out}`);
      resolve(code === 0);
    });
  });
}

async function lane(projects) {
  let ok = true;
  for (const project of projects) ok = (await check(project)) && ok;
  return ok;
}

const results = await Promise.all(lanes.map(lane));
process.exit(results.every(Boolean) ? 0 : 1);
