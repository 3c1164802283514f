/** Messages between the server and the embedded database's thread (pglite-worker.ts). */

export type WorkerRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Type ids whose text the caller keeps as it is (Drizzle's parsers, all identities). */
      rawTypes?: number[];
      /** The open transaction to run in; outside of any when absent. */
      tx?: number;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'close' };

export type WorkerMessage =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: SerializedError }
  | { startError: SerializedError }
  | { notify: number; payload: string };

/** An error as it crosses threads: its message plus PostgreSQL's fields (code, constraint, …). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function deserializeError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
