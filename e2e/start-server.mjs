/**
 * Starts the built server for the end-to-end suite on a fresh embedded database, so every run
 * begins from the first-start state a newcomer sees, plus one limited operator created the way an
 * installation would (`npm run user:add`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../apps/server/dist');
const port = process.env.PORT ?? '3100';
// One directory per port (specs/support/env.ts `e2eDataDir`), so a spec can read its own server's
// mail and SMS outbox; emptied first, so every run starts from a first start.
const dataDir = join(tmpdir(), `sitewright-e2e-${port}`);

// Local stand-ins for the search engines the plugins push to (specs/support/engines.ts reads what
// they received): Baidu's link submission answers with today's quota left, IndexNow accepts.
// The marketing tool of the left menu is a page of theirs too.
const enginesPort = Number(port) + 500;
const received = [];
const engines = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://engines');
    if (req.method === 'GET' && url.pathname === '/__received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    // A retried story starts again from a first start (specs/support/fixtures.ts): what its failed
    // attempt left behind (a bound domain, a renamed website) must not decide the next attempt.
    if (req.method === 'POST' && url.pathname === '/__restart') {
      restart().then(
        () => {
          res.writeHead(204);
          res.end();
        },
        (error) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(String(error));
        },
      );
      return;
    }
    if (req.method === 'GET' && url.pathname === '/marketing') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Marketing tool</title><h1>Cross-border marketing</h1>');
      return;
    }
    const body = Buffer.concat(chunks).toString('utf8');
    received.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    if (req.method === 'POST' && (url.pathname === '/urls' || url.pathname === '/del')) {
      const success = body.split('\n').filter((line) => line.trim() !== '').length;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ remain: 4999, success }));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/indexnow') {
      res.writeHead(202);
      res.end();
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"error":404,"message":"not found"}');
  });
});
engines.listen(enginesPort, 'localhost');

const env = {
  ...process.env,
  PORT: port,
  HOST: 'localhost',
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'e2e-admin-password',
  PUBLIC_BASE_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  BAIDU_PUSH_URL: `http://localhost:${enginesPort}`,
  INDEXNOW_URL: `http://localhost:${enginesPort}`,
  MARKETING_TOOL_URL: `http://localhost:${enginesPort}/marketing`,
};

/** Empties the data directory and adds the limited operator, as on a first installation. */
function prepare() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
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
}

let child;
let stopping = false;

function startChild() {
  child = spawn(process.execPath, [join(dist, 'server.js')], { stdio: 'inherit', env });
  child.on('exit', (code) => {
    if (stopping) return;
    engines.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

async function waitHealthy() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the restarted server did not answer /healthz within 60 s');
}

async function restart() {
  stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  stopping = false;
  received.length = 0;
  prepare();
  startChild();
  await waitHealthy();
}

prepare();
startChild();
const stop = () => {
  stopping = true;
  engines.close();
  child.kill('SIGTERM');
  child.once('exit', (code) => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
