import { describe, expect, it } from 'vitest';
import * as contract from '../index.ts';
import { calls } from './index.ts';

interface Def {
  method: string;
  path: string;
}

const isCall = (value: unknown): value is Def =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Def).method === 'string' &&
  typeof (value as Def).path === 'string' &&
  typeof (value as { data?: unknown }).data === 'object';

/** Every call definition the contract exports, under the name the browser table gives it. */
const definitions: Record<string, Def | Record<string, Def>> = {};
for (const [name, value] of Object.entries(contract)) {
  if (isCall(value) && name.endsWith('Call')) definitions[name.slice(0, -'Call'.length)] = value;
  else if (
    name.endsWith('Calls') &&
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(isCall)
  ) {
    definitions[name.slice(0, -'Calls'.length)] = value as Record<string, Def>;
  }
}

const pick = (c: { method: string; path: string }) => ({ method: c.method, path: c.path });

/** The method and path of a single call, or of each call of a group. */
const methodAndPath = (entry: unknown, single: boolean) =>
  single
    ? pick(entry as Def)
    : Object.fromEntries(Object.entries(entry as Record<string, Def>).map(([name, c]) => [name, pick(c)]));

describe('the browser call table mirrors the call definitions', () => {
  it.each(Object.keys(definitions))('%s: same calls, methods and paths', (name) => {
    const definition = definitions[name];
    const single = isCall(definition);
    const entry = (calls as Record<string, unknown>)[name];
    expect(entry).toBeDefined();
    expect(methodAndPath(entry, single)).toEqual(methodAndPath(definition, single));
  });

  it('names every group it mirrors', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(definitions).sort());
  });

  it('holds the calls the back office makes', () => {
    expect(calls.page.list).toEqual({ method: 'GET', path: '/api/website/page' });
    expect(calls.mediaLibrary.files).toEqual({ method: 'GET', path: '/api/media/files' });
    expect(calls.initForCopy).toEqual({ method: 'POST', path: '/api/website/init_for_copy' });
  });
});
