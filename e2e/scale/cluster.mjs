/**
 * The scale-out arrangement on one machine, for the scale test and the soak benchmark: a private
 * PostgreSQL, a private Redis, an S3-compatible store (s3rver), an SMTP server that records what
 * it receives, two `--role api`, two `--role site` and one `--role worker` process of the
 * production build, each with its own empty DATA_DIR, and nginx balancing between them.
 * Nothing of the machine's own PostgreSQL or Redis is touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '../../apps/server/package.json'),
);
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const NGINX = '/usr/sbin/nginx';

/** Ports of the arrangement (the scale test's own range, 3250-3299). */
export const PORTS = {
  balancer: 3250,
  api: [3251, 3252],
  site: [3253, 3254],
  worker: 3255,
  s3: 3290,
  smtp: 3291,
  postgres: 55432,
  redis: 56379,
};

export const ADMIN = { company: 'demo', username: 'admin', password: 'scale-admin-password' };

/** What is missing for the arrangement on this machine, or undefined when everything is here. */
export function missingPrerequisites() {
  const missing = [];
  if (!existsSync(join(PG_BIN, 'postgres')) || !existsSync(join(PG_BIN, 'initdb')))
    missing.push(`PostgreSQL 15 binaries (${PG_BIN})`);
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) missing.push('redis-server');
  if (!existsSync(NGINX)) missing.push('nginx (apt-get install nginx-light)');
  if (!existsSync(join(root, 'apps/server/dist/server.js')))
    missing.push('the production build (npm run build)');
  return missing.length ? missing.join(', ') : undefined;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `probe` answers true, or fails naming `what` after `timeoutMs`. */
export async function waitFor(what, probe, timeoutMs = 60_000, everyMs = 100) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    try {
      if (await probe()) return;
    } catch (error) {
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (${last.message})` : ''}`);
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `/healthz` answers; `anyAnswer`: any HTTP answer will do (a site process serves only sites). */
async function healthy(port, anyAnswer = false) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return res.ok || anyAnswer;
  } catch {
    return false;
  }
}

/** Runs a command as the postgres user when this is root (PostgreSQL refuses to run as root). */
function asPostgres(cmd, args) {
  if (process.getuid?.() !== 0) return [cmd, args];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', cmd, ...args]];
}

/** An SMTP server in this process that keeps every message's Message-ID and subject. */
async function startSmtp(port) {
  const { SMTPServer } = require('smtp-server');
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
        received.push({
          messageId: header('Message-ID'),
          subject: header('Subject'),
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function startS3(port, directory) {
  const S3rver = require('s3rver');
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'sitewright-scale' }],
  });
  await server.run();
  return server;
}

function nginxConfig(dir) {
  const upstream = (ports) =>
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n');
  const proxy = (name) => `
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that died (connection refused or reset before an answer) is skipped: the
      # request goes to the other one. A POST already sent is not repeated (non_idempotent off).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_request_buffering on;
    }`;
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_max_body_size 200m;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstream(PORTS.api)}
  }
  upstream site {
${upstream(PORTS.site)}
  }
  server {
    listen 127.0.0.1:${PORTS.balancer} default_server;
    server_name localhost;${proxy('api')}
  }
  server {
    listen 127.0.0.1:${PORTS.balancer};
    server_name ~^.+\\.localhost$;${proxy('site')}
  }
}
`;
}

/**
 * Starts everything and answers the handle the tests drive it with. `log` gets one line per step.
 */
export async function startCluster({ log = () => {} } = {}) {
  const base = mkdtempSync(join(tmpdir(), 'sw-scale-'));
  // The postgres user must be able to reach its data directory inside.
  chmodSync(base, 0o755);
  const logs = join(base, 'logs');
  mkdirSync(logs);
  const children = new Map();
  const cleanups = [];
  // However this process ends, nothing it started outlives it.
  const killAll = () => {
    for (const { child } of children.values()) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      killAll();
      process.exit(1);
    });
  }

  /** Spawns a named child, its output in logs/<name>.log; answers the child. */
  function launch(name, cmd, args, env = {}) {
    const out = createWriteStream(join(logs, `${name}.log`), { flags: 'a' });
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    children.set(name, { child, exited });
    return child;
  }

  async function stopChild(name, signal = 'SIGTERM', timeoutMs = 15_000) {
    const entry = children.get(name);
    if (!entry) return;
    children.delete(name);
    if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
    entry.child.kill(signal);
    const timer = setTimeout(() => entry.child.kill('SIGKILL'), timeoutMs);
    await entry.exited;
    clearTimeout(timer);
  }

  // PostgreSQL, owned by the postgres user when this runs as root.
  const pgData = join(base, 'pgdata');
  const pgSock = join(base, 'pgsock');
  mkdirSync(pgData);
  mkdirSync(pgSock);
  if (process.getuid?.() === 0) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    for (const dir of [pgData, pgSock]) chownSync(dir, Number(pw.stdout), Number(gid.stdout));
  }
  const [initCmd, initArgs] = asPostgres(join(PG_BIN, 'initdb'), [
    '-D',
    pgData,
    '-U',
    'sitewright',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  log('PostgreSQL initialised');

  async function startPostgres() {
    const [cmd, args] = asPostgres(join(PG_BIN, 'postgres'), [
      '-D',
      pgData,
      '-p',
      String(PORTS.postgres),
      '-k',
      pgSock,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ]);
    launch('postgres', cmd, args);
    await waitFor('PostgreSQL', () => portOpen(PORTS.postgres), 30_000);
  }

  async function startRedis() {
    launch('redis', 'redis-server', [
      '--port',
      String(PORTS.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await waitFor('Redis', () => portOpen(PORTS.redis), 30_000);
  }

  await startPostgres();
  await startRedis();
  log('PostgreSQL and Redis listening');

  const s3dir = join(base, 's3');
  mkdirSync(s3dir);
  const s3 = await startS3(PORTS.s3, s3dir);
  cleanups.push(() => s3.close());
  const smtp = await startSmtp(PORTS.smtp);
  cleanups.push(() => smtp.close());

  const secretKey = randomBytes(32).toString('hex');
  const databaseUrl = `postgres://sitewright@127.0.0.1:${PORTS.postgres}/postgres`;
  const baseUrl = `http://localhost:${PORTS.balancer}`;
  const commonEnv = {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    SECRET_KEY: secretKey,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_BASE_URL: baseUrl,
    SITE_DOMAIN_SUFFIX: 'localhost',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
    ARGON2_MEMORY_KIB: '4096',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_BUCKET: 'sitewright-scale',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'Sitewright <no-reply@scale.test>',
  };

  const processes = {
    api1: { role: 'api', port: PORTS.api[0] },
    api2: { role: 'api', port: PORTS.api[1] },
    site1: { role: 'site', port: PORTS.site[0] },
    site2: { role: 'site', port: PORTS.site[1] },
    worker: { role: 'worker', port: PORTS.worker },
  };

  /** Starts one of the five app processes in a fresh empty DATA_DIR and waits for /healthz. */
  async function startProcess(name) {
    const { role, port } = processes[name];
    const dataDir = mkdtempSync(join(base, `data-${name}-`));
    launch(name, process.execPath, [join(root, 'apps/server/dist/server.js'), '--role', role], {
      ...commonEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
    });
    await waitFor(`${name} (${role}) /healthz`, () => healthy(port, role === 'site'), 90_000, 200);
  }

  // The first API process migrates and seeds alone; the rest start together.
  await startProcess('api1');
  await Promise.all(['api2', 'site1', 'site2', 'worker'].map(startProcess));
  log('five app processes healthy');

  const nginxDir = join(base, 'nginx');
  mkdirSync(nginxDir);
  const conf = join(nginxDir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(nginxDir));
  launch('nginx', NGINX, ['-p', nginxDir, '-c', conf, '-g', 'daemon off;']);
  await waitFor('nginx', () => healthy(PORTS.balancer), 30_000);
  log(`nginx balancing on ${baseUrl}`);

  return {
    base,
    baseUrl,
    databaseUrl,
    ports: PORTS,
    smtp,
    processes,
    /** kill -9 of one process (no chance to finish anything). */
    async kill(name) {
      await stopChild(name, 'SIGKILL');
    },
    start: startProcess,
    async restartPostgres() {
      // Fast shutdown: open connections are cut, as in a failover or a crash-restart.
      await stopChild('postgres', 'SIGINT');
      await startPostgres();
    },
    async stopRedis() {
      await stopChild('redis', 'SIGTERM');
    },
    startRedis,
    /** The process id of each running child, by name (postgres, redis, nginx, api1, …). */
    pids() {
      return Object.fromEntries([...children].map(([name, { child }]) => [name, child.pid]));
    },
    /** The log lines a process wrote (stdout and stderr together). */
    logOf(name) {
      const file = join(logs, `${name}.log`);
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    async stop() {
      // Balancer first, then the app processes, then what they depend on.
      await stopChild('nginx', 'SIGQUIT');
      await Promise.all(Object.keys(processes).map((name) => stopChild(name)));
      await stopChild('redis');
      await stopChild('postgres', 'SIGINT');
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
      if (!process.env.SCALE_KEEP) rmSync(base, { recursive: true, force: true });
    },
  };
}
