/**
 * The embedded database's thread: PGlite runs PostgreSQL synchronously on the thread that calls
 * it, so here a slow query holds up only other queries, not the server's requests (published
 * pages among them), and its work gets a core of its own. The server talks to it through
 * pglite-thread.ts. Transactions keep PGlite's own guarantee: a query outside a transaction
 * waits until the open one ends.
 */
import { fileURLToPath } from 'node:url';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { serializeError, type WorkerMessage, type WorkerRequest } from './pglite-protocol.ts';
import { PGLITE_OPTIONS } from './pglite-settings.ts';
import { pgliteTemplateFile, unpackPgliteTemplate } from './pglite-template.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  done: Promise<void>;
}

/** Thrown inside PGlite's transaction callback to have it roll back without an error of its own. */
const ROLLBACK = Symbol('rollback');
const identity = (value: unknown) => value;

const send = (message: WorkerMessage) => port.postMessage(message);
/** An answer to a server thread that waits for it: on its own port, then the signal. */
const sendAwaited = (message: WorkerMessage) => {
  answers.postMessage(message);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
};
const answer = (id: number, work: Promise<unknown>, awaited: boolean) =>
  work.then(
    (result) => (awaited ? sendAwaited : send)({ id, result }),
    (error: unknown) => (awaited ? sendAwaited : send)({ id, error: serializeError(error) }),
  );

const { dataDir, signal, answers } = workerData as {
  dataDir?: string;
  /** Set to 1 when an answer to a waiting server thread is on `answers` (pglite-thread.ts). */
  signal: Int32Array;
  answers: MessagePort;
};
let pg: PGlite;
try {
  // The build leaves the template beside this file (dist/); from source a first start runs initdb.
  if (dataDir)
    await unpackPgliteTemplate(fileURLToPath(new URL(pgliteTemplateFile(), import.meta.url)), dataDir);
  pg = new PGlite(dataDir, PGLITE_OPTIONS);
  await pg.waitReady;
} catch (error) {
  send({ startError: serializeError(error) });
  throw error;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();
let lastId = 0;

function target(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error('The transaction has already ended');
  return open.tx;
}

/** Opens a transaction and answers its number once it holds PGlite's transaction lock. */
function begin(id: number): void {
  const txId = ++lastId;
  let decide!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let started = false;
  const done = pg
    .transaction(async (tx) => {
      started = true;
      transactions.set(txId, { tx, decide, done });
      send({ id, result: txId });
      if (!(await decision)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => transactions.delete(txId));
  done.catch((error: unknown) => {
    if (!started) send({ id, error: serializeError(error) });
  });
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const parsers = request.rawTypes && Object.fromEntries(request.rawTypes.map((t) => [t, identity]));
      return target(request.tx).query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      });
    }
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('The transaction has already ended');
      open.decide(request.commit);
      return open.done;
    }
    case 'listen': {
      const { listener } = request;
      listeners.set(
        listener,
        await pg.listen(request.channel, (payload) => send({ notify: listener, payload })),
      );
      return null;
    }
    case 'unlisten': {
      const unsubscribe = listeners.get(request.listener);
      listeners.delete(request.listener);
      return unsubscribe?.();
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return null;
    default:
      throw new Error(`Unknown request ${(request as { op: string }).op}`);
  }
}

port.on('message', ({ id, request, sync }: { id: number; request: WorkerRequest; sync?: boolean }) => {
  if (request.op === 'begin') return begin(id);
  void answer(
    id,
    Promise.resolve().then(() => handle(request)),
    sync === true,
  ).then(() => {
    // Nothing is left to do once the database is closed: let the thread end.
    if (request.op === 'close') port.close();
  });
});
send({ ready: true });
