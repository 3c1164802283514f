/**
 * Uploads: 200 photo-sized JPEGs (2-5 MB each) sent to the built server over HTTP, a few at a time,
 * each received by streaming, checked, re-encoded and given WebP variants. Reports files per
 * second and the server's peak resident memory (VmHWM), after the first quarter and at the end:
 * memory must stay bounded: the peak after all photos at most BOUNDED_FACTOR times the peak after
 * the first quarter (image work runs two at a time, so memory does not follow the file count).
 *
 * Photos are made with sharp from 8 gradient-and-noise images (so they do not compress to
 * nothing); each upload is made unique by a JPEG comment, so every one is processed in full.
 * Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { benchDatabase, dropBenchDatabase } from './site-serving.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PHOTOS = Number(process.env.BENCH_UPLOAD_PHOTOS ?? 200);
const CONCURRENCY = 4;
/** Bounded: the peak after all photos at most this much above the peak after the first quarter. */
const BOUNDED_FACTOR = 1.25;
const PASSWORD = 'bench-admin-password';

/** [width, height, noise amplitude]: 2-5 MB at quality 85. */
const BASES = [
  [3000, 2000, 40],
  [3000, 2000, 60],
  [3200, 2400, 50],
  [3600, 2400, 60],
  [4000, 3000, 30],
  [4000, 3000, 40],
  [3400, 2600, 45],
  [2800, 2100, 80],
];

async function basePhoto([width, height, amplitude], seed) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let y = 0; y < height; y++) {
    for (let i = 0; i < width; i++) {
      const o = (y * width + i) * 3;
      x = (x * 1103515245 + 12345) >>> 0;
      const n = (((x >>> 16) & 0xff) * amplitude) / 255;
      raw[o] = ((i * 255) / width + n) & 255;
      raw[o + 1] = ((y * 255) / height + n) & 255;
      raw[o + 2] = (((i + y) * 128) / (width + height) + n) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The same image with a comment segment after SOI: other bytes, other SHA-256, same work. */
function unique(jpeg, index) {
  const text = Buffer.from(`sitewright bench photo ${index}`);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${url}`);
}

async function api(base, token, path, init = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'x-token': token,
      ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body.data;
}

export async function measureUploads() {
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) return { skipped: 'run npm run build first' };
  const bases = [];
  for (const [i, spec] of BASES.entries()) bases.push(await basePhoto(spec, i + 1));
  const photos = Array.from({ length: PHOTOS }, (_, i) => unique(bases[i % bases.length], i));
  const sizes = photos.map((p) => p.length);

  const dir = mkdtempSync(join(tmpdir(), 'sitewright-uploads-'));
  // PostgreSQL when one is at hand: the embedded database alone takes most of a GB of memory,
  // which would hide what uploads cost.
  const databaseUrl = await benchDatabase();
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      DATABASE_URL: databaseUrl ?? '',
      STORAGE_DRIVER: 'disk',
    },
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`);
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: 'demo', username: 'admin', password: PASSWORD }),
    }).then((r) => r.json());
    const token = login.data.token;
    const website = await api(base, token, '/api/website/website-add', {
      method: 'POST',
      body: JSON.stringify({ name: 'Photo bench', flag_code: 'US', default_language: 'en' }),
    });
    const idle = memoryMb(server.pid);

    let next = 0;
    let done = 0;
    let quarterPeak = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < photos.length) {
        const index = next++;
        const form = new FormData();
        form.append('website_id', String(website.website_id));
        form.append('file', new Blob([photos[index]], { type: 'image/jpeg' }), `photo-${index}.jpg`);
        const data = await api(base, token, '/api/upload/upload_file', { method: 'POST', body: form });
        if (data.existing || data.file.variants.length === 0)
          throw new Error(`photo ${index} was not processed`);
        done += 1;
        if (done === PHOTOS / 4) quarterPeak = memoryMb(server.pid).peak;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const end = memoryMb(server.pid);
    const totalMb = sizes.reduce((a, b) => a + b, 0) / 1024 / 1024;
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      photos: PHOTOS,
      concurrency: CONCURRENCY,
      photoMb: {
        min: +(Math.min(...sizes) / 1024 / 1024).toFixed(2),
        max: +(Math.max(...sizes) / 1024 / 1024).toFixed(2),
      },
      totalMb: +totalMb.toFixed(1),
      seconds: +seconds.toFixed(1),
      filesPerSecond: +(PHOTOS / seconds).toFixed(2),
      mbPerSecond: +(totalMb / seconds).toFixed(1),
      idleRssMb: idle.rss,
      peakRssMbAfterQuarter: quarterPeak,
      peakRssMb: end.peak,
      growthMb: end.peak - idle.rss,
      boundedFactor: BOUNDED_FACTOR,
      ok: end.peak <= quarterPeak * BOUNDED_FACTOR,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl) await dropBenchDatabase(databaseUrl);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureUploads(), null, 2));
}
