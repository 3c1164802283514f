import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderRequest } from './render-worker.ts';
import { type PageRenderer, renderInPlace, type SiteFileDraft } from './site-build.ts';

/** Below this many pages starting threads costs more than it saves. */
const MIN_PARALLEL_JOBS = 200;
/** Jobs per message: large enough to amortise the copy, small enough to balance the threads. */
const BATCH = 100;

/**
 * Where the worker's code is: beside this module when running from source (TypeScript, loaded
 * through tsx), or the bundle's `render-worker.js` at the root of the build output.
 */
function workerLocation(): { url: URL; execArgv: string[]; env?: NodeJS.ProcessEnv } | undefined {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return {
      url: new URL('./render-worker.ts', here),
      execArgv: ['--import', 'tsx'],
      // tsx applies a tsconfig only to the files it includes: the blocks package's carries the
      // JSX runtime of the views the worker renders (the server's own files have no JSX).
      env: {
        ...process.env,
        TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../../../../packages/blocks/tsconfig.json', here)),
      },
    };
  }
  for (const candidate of ['./render-worker.js', '../render-worker.js']) {
    const url = new URL(candidate, here);
    if (existsSync(fileURLToPath(url))) return { url, execArgv: [] };
  }
  return undefined;
}

/**
 * Renders a large site's pages on worker threads, one per core but one (left for serving), at
 * least two. Threads start for one publish and stop after it, so an idle server holds none.
 * Without the worker's code (an unusual build) pages render in place.
 */
export const renderOnWorkers: PageRenderer = async (jobs, shared) => {
  const location = workerLocation();
  if (jobs.length < MIN_PARALLEL_JOBS || !location) return renderInPlace(jobs, shared);
  const threads = Math.max(2, availableParallelism() - 1);
  const workers = Array.from(
    { length: Math.min(threads, Math.ceil(jobs.length / BATCH)) },
    () =>
      new Worker(location.url, {
        execArgv: location.execArgv,
        ...(location.env ? { env: location.env } : {}),
      }),
  );
  const out = new Array<SiteFileDraft[]>(Math.ceil(jobs.length / BATCH));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            worker.on('error', reject);
            const send = () => {
              if (next * BATCH >= jobs.length) return resolve();
              const id = next++;
              const request: RenderRequest = { id, jobs: jobs.slice(id * BATCH, (id + 1) * BATCH), shared };
              worker.postMessage(request);
            };
            worker.on('message', (reply: { id: number; files?: SiteFileDraft[]; error?: string }) => {
              if (reply.error !== undefined || !reply.files) return reject(new Error(reply.error));
              // Buffers arrive as plain Uint8Arrays after the copy between threads.
              out[reply.id] = reply.files.map((file) => ({
                ...file,
                body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength),
                ...(file.compressed
                  ? {
                      compressed: {
                        etag: file.compressed.etag,
                        gzip: file.compressed.gzip ? Buffer.from(file.compressed.gzip) : null,
                        brotli: file.compressed.brotli ? Buffer.from(file.compressed.brotli) : null,
                      },
                    }
                  : {}),
              }));
              send();
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return out.flat();
};
