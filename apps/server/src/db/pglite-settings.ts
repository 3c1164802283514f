import v8 from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database starts. PostgreSQL's default 128 MB of shared buffers is written in
 * full when the server starts (PGlite allocates it inside its WebAssembly memory), so it was
 * 128 MB of resident memory before the first query. The files are read through the operating
 * system's page cache as well, so a small pool costs little speed for a site builder's data.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Keeps PostgreSQL's WebAssembly on V8's baseline compiler. With tier-up on, V8 re-compiles the
 * functions that run often with its optimising compiler; one of them is PostgreSQL's SQL parser
 * (one 100 KB function), whose optimisation alone takes about 600 MB for a second or two, soon
 * after start and on every start. The flags are read when a module is compiled, so this must run
 * before PGlite loads its WebAssembly; they apply to the whole process (no other WebAssembly
 * on the server's hot paths).
 */
export function keepWasmOnBaselineCompiler(): void {
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
  v8.setFlagsFromString('--no-wasm-tier-up');
}
