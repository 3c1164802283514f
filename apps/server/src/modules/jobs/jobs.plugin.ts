import fp from 'fastify-plugin';
import {
  type EnqueueOptions,
  type Executor,
  enqueueJob,
  JOBS_CHANNEL,
  type JobHandler,
  JobWorker,
  type JobWorkerOptions,
} from './jobs.ts';

/** Durable background work (DESIGN §6c): what other plugins and modules use as `app.jobs`. */
export interface Jobs {
  /** Adds a job inside the caller's transaction (or on its own with `app.db`). Answers its id. */
  enqueue(tx: Executor, kind: string, payload: unknown, options?: EnqueueOptions): Promise<number>;
  /** Names the handler of a kind; every process that may run the kind registers it. */
  register(kind: string, handler: JobHandler): void;
  /** This process's worker (started only where the process runs jobs). */
  readonly worker: JobWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  /** Whether this process runs jobs (the default process and `--role worker`), or only enqueues. */
  run?: boolean;
  /** Lease, poll, backoff and clock of the worker (tests shorten them). */
  worker?: Partial<Omit<JobWorkerOptions, 'db' | 'handlers'>>;
}

/**
 * The job queue on the app's database. When this process runs jobs, its worker starts once the
 * app is ready (every handler registered) and is stopped before the database closes, finishing
 * or releasing the job in hand.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const handlers = new Map<string, JobHandler>();
    const worker = new JobWorker({
      db: app.db,
      handlers,
      onError: (error, job) => app.log.warn({ err: error, job }, 'job failed'),
      ...options.worker,
    });
    app.decorate('jobs', {
      enqueue: enqueueJob,
      register(kind, handler) {
        if (handlers.has(kind)) throw new Error(`a handler for job kind ${kind} is already registered`);
        handlers.set(kind, handler);
      },
      worker,
    } satisfies Jobs);
    if (!options.run) return;
    let unlisten: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      // Enqueuers in any process NOTIFY on commit, so a fresh job does not wait for the next poll.
      unlisten = await app.listenDb(JOBS_CHANNEL, () => worker.wake(), {
        // Wake-ups sent while the connection was down are lost: look for due jobs now.
        onReconnect: () => worker.wake(),
      });
      worker.start();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
      await unlisten?.();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
