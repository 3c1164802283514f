import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { deserializeError, type WorkerMessage, type WorkerRequest } from './pglite-protocol.ts';
import { keepWasmOnBaselineCompiler } from './pglite-settings.ts';

/**
 * The young generation of the thread's JavaScript heap (where V8 puts new objects: query
 * parameters and result rows on their way between threads). Left to itself V8 grows it under load
 * to about 90 MB, and gives little of it back; the thread's objects live for one query, so a small
 * one costs a few more, cheap, collections.
 */
const PGLITE_THREAD_YOUNG_GENERATION_MB = 12;

/** What Drizzle's PGlite driver calls on a client or on a transaction of one. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** PGlite on a worker thread (pglite-worker.ts), seen from the server's thread. */
export interface PgliteThread extends PgliteQueries {
  transaction<T>(callback: (tx: PgliteQueries & { readonly closed: boolean }) => Promise<T>): Promise<T>;
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
  close(): Promise<void>;
}

/**
 * Where the worker's code is: beside this module when running from source (TypeScript, loaded
 * through tsx), or the bundle's `pglite-worker.js` at the root of the build output.
 */
function workerLocation(): { url: URL; execArgv: string[] } | undefined {
  const here = import.meta.url;
  if (here.endsWith('.ts'))
    return { url: new URL('./pglite-worker.ts', here), execArgv: ['--import', 'tsx'] };
  for (const candidate of ['./pglite-worker.js', '../pglite-worker.js']) {
    const url = new URL(candidate, here);
    if (existsSync(fileURLToPath(url))) return { url, execArgv: [] };
  }
  return undefined;
}

/** Whether the embedded database can run on a thread of its own (its code is part of this build). */
export function pgliteThreadAvailable(): boolean {
  return workerLocation() !== undefined;
}

/** Starts PGlite on a worker thread (in memory without a data directory) and waits until it is ready. */
export async function startPgliteThread(dataDir: string | undefined): Promise<PgliteThread> {
  const location = workerLocation();
  if (!location) throw new Error('The embedded database thread is missing from this build');
  keepWasmOnBaselineCompiler();
  // Answers to statements inside a transaction come back on a port of their own, read while this
  // thread waits on `signal` (see callInTransaction).
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1: answers, port2: answersForWorker } = new MessageChannel();
  const worker = new Worker(location.url, {
    execArgv: location.execArgv,
    workerData: { dataDir, signal, answers: answersForWorker },
    transferList: [answersForWorker],
    resourceLimits: { maxYoungGenerationSizeMb: PGLITE_THREAD_YOUNG_GENERATION_MB },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let lastId = 0;
  let stopped: Error | undefined;
  let closed = false;

  // An idle database must not keep the process alive (a script that forgot to close it), but a
  // call in flight must: its answer is all the process may be waiting for.
  const hold = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return resolve();
      if ('startError' in message) return reject(deserializeError(message.startError));
      if ('notify' in message) return listeners.get(message.notify)?.(message.payload);
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      hold();
      if ('error' in message) call.reject(deserializeError(message.error));
      else call.resolve(message.result);
    });
    const stop = (error: Error) => {
      stopped ??= error;
      reject(stopped);
      for (const call of pending.values()) call.reject(stopped);
      pending.clear();
    };
    worker.on('error', (error) =>
      stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })),
    );
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (thread exit code ${code})`)));
  });

  const call = <T>(request: WorkerRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++lastId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      hold();
      worker.postMessage({ id, request });
    });

  /**
   * A statement inside an open transaction, answered while this thread waits. The transaction
   * holds PGlite's lock, so every other query waits until it ends; answered through the event
   * loop, each statement would wait behind every request queued on this thread, and under load
   * the database stood locked and idle between statements. Waiting here keeps a transaction as
   * short as when PGlite ran on this thread. It cannot wait on anything of this thread: the
   * statement needs only PGlite's query lock, which no other transaction holds.
   */
  const callInTransaction = <T>(request: WorkerRequest): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    Atomics.store(signal, 0, 0);
    worker.postMessage({ id, request, sync: true });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const message = receiveMessageOnPort(answers)?.message as WorkerMessage | undefined;
      if (message && 'id' in message) {
        // The answer to an earlier statement this thread gave up waiting for: dropped, so that
        // one slow answer cannot leave every later statement reading the one before its own.
        if (message.id !== id) continue;
        return 'error' in message
          ? Promise.reject(deserializeError(message.error))
          : Promise.resolve(message.result as T);
      }
      if (Date.now() > deadline)
        return Promise.reject(new Error('The embedded database did not answer for 60 s'));
      // Until the worker signals an answer (0), or briefly while its message is on its way (1).
      Atomics.wait(signal, 0, Atomics.load(signal, 0), Atomics.load(signal, 0) === 0 ? 1000 : 1);
    }
  };

  const queries = (tx: number | undefined): PgliteQueries => ({
    query: <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      (tx === undefined ? call : callInTransaction)<Results<T>>({
        op: 'query',
        sql,
        params,
        tx,
        rowMode: options?.rowMode,
        // Drizzle's parsers only keep some types' text as it is; functions cannot cross threads.
        rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      }),
    exec: (sql: string) => (tx === undefined ? call : callInTransaction)<Results[]>({ op: 'exec', sql, tx }),
  });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();

  return {
    ...queries(undefined),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' });
      let ended = false;
      const end = async (commit: boolean) => {
        ended = true;
        await callInTransaction({ op: 'end', tx, commit });
      };
      try {
        const result = await callback({
          ...queries(tx),
          get closed() {
            return ended;
          },
        });
        if (!ended) await end(true);
        return result;
      } catch (error) {
        if (!ended) await end(false).catch(() => {});
        throw error;
      }
    },
    async listen(channel, handler) {
      // Registered before asking, so no notification can arrive before its handler.
      const listener = ++lastId;
      listeners.set(listener, handler);
      try {
        await call({ op: 'listen', channel, listener });
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return async () => {
        // Dropped only once the thread has stopped listening: a notification it sent before
        // (after a commit answered on the other port) arrives first and still reaches the handler.
        try {
          if (!stopped) await call({ op: 'unlisten', listener });
        } finally {
          listeners.delete(listener);
        }
      };
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!stopped) await call({ op: 'close' });
      } finally {
        answers.close();
        await worker.terminate();
      }
    },
  };
}
