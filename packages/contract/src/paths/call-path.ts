/**
 * The types of `@sitewright/contract/paths` (index.ts, generated from the call definitions): each
 * entry is a call's method and path as plain data, typed by the definition it comes from.
 */
import type { z } from 'zod';
import type { CallDef } from '../envelope.ts';

type Method = CallDef<undefined, undefined, z.ZodType>['method'];

/**
 * One call as the browser makes it. `Query` and `Body` are what the request may carry (the
 * schemas' input), `Data` what a successful answer's `data` holds (the schema's output).
 */
export interface CallPath<Query = unknown, Body = unknown, Data = unknown> {
  readonly method: Method;
  readonly path: string;
  /** Never set at run time: it only carries the types. */
  readonly types?: { query: Query; body: Body; data: Data };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The browser's view of a contract call definition. */
export type PathOf<C> =
  C extends CallDef<infer Q, infer B, infer R> ? CallPath<Input<Q>, Input<B>, z.output<R>> : never;

/** The request body a call takes. */
export type BodyOf<C> = C extends CallPath<unknown, infer B, unknown> ? B : never;
/** The query a call takes. */
export type QueryOf<C> = C extends CallPath<infer Q, unknown, unknown> ? Q : never;
/** What a successful answer of the call holds in `data`. */
export type DataOf<C> = C extends CallPath<unknown, unknown, infer D> ? D : never;

interface MethodAndPath {
  method: Method;
  path: string;
}

/** Types a group of plain method+path entries as the group of call definitions it mirrors. */
export function group<G>(paths: { readonly [K in keyof G]: MethodAndPath }): {
  readonly [K in keyof G]: PathOf<G[K]>;
} {
  return paths as { readonly [K in keyof G]: PathOf<G[K]> };
}

/** Types one plain method+path entry as the call definition it mirrors. */
export function single<C>(path: MethodAndPath): PathOf<C> {
  return path as PathOf<C>;
}
