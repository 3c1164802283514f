/**
 * A publishing worker thread: renders the page jobs it is sent and compresses them, using a core
 * of its own while the main thread keeps serving requests.
 */
import { parentPort } from 'node:worker_threads';
import { compressedVariants } from './compress.ts';
import { type PageJob, renderPageFile, type SharedRender } from './site-build.ts';

export interface RenderRequest {
  id: number;
  jobs: PageJob[];
  shared: SharedRender;
}

parentPort?.on('message', (request: RenderRequest) => {
  try {
    const files = request.jobs.map((job) => {
      const file = renderPageFile(job, request.shared);
      return { ...file, compressed: compressedVariants(file) };
    });
    parentPort?.postMessage({ id: request.id, files });
  } catch (error) {
    parentPort?.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
