import { errors } from '@sitewright/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../test/helper.ts';
import {
  asQuery,
  contractEndpoints,
  type Endpoint,
  SWEEP_SHARE,
  sweptEndpoints,
  getAt,
  type Path,
  pathsOf,
  REMOVE,
  request,
  samplesOf,
  servedApiRoutes,
  setAt,
  tableDigests,
} from '../test/contract-sweep.ts';

/**
 * Every call of the contract, fed hostile values field by field by a signed-in administrator:
 * nothing answers 5xx, every hostile value is refused, and no row of any table changes. The calls,
 * their fields and well-formed values around the hostile one all come from the contract, so a new
 * call is covered as soon as it is in the contract.
 */

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const MEGABYTE = 'a'.repeat(1_000_000);
const OVER_INT = 2 ** 31;
const DEPTH = 10_000;
const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
/** Stands for a JSON text spliced into a body after it is serialised (too deep to build as a value). */
const splice = (json: string) => ({ spliced: json });
type Spliced = ReturnType<typeof splice>;
const isSpliced = (v: unknown): v is Spliced =>
  typeof v === 'object' && v !== null && Object.hasOwn(v, 'spliced');

interface Case {
  label: string;
  query?: Record<string, string | string[]>;
  body?: string;
  form?: Record<string, string>;
  /** Where the NUL or lone surrogate sits, when the answer must name it (code 1010). */
  unstorableAt?: string;
  /** A value a query string may have replaced (a lone surrogate decodes to U+FFFD). */
  lenient?: boolean;
}

const t = setupApiTest({ site: { name: 'Hostile', template_id: 'corporate' } });

/** The body text with any spliced JSON in place. */
function serialise(value: unknown): string {
  const spliced: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (!isSpliced(v)) return v;
    spliced.push(v.spliced);
    return `\u0001splice${spliced.length - 1}\u0001`;
  });
  return text.replace(/"\\u0001splice(\d+)\\u0001"/g, (_m, i: string) => spliced[Number(i)] as string);
}

/** A chain `DEPTH` levels deep through `relative` (e.g. `children`, `slots.main`): a tree nested past any limit. */
function deepChain(relative: Path): Spliced {
  const open = relative.map((k) => `{${JSON.stringify(String(k))}:`).join('');
  const close = '}'.repeat(relative.length);
  return splice(`${`${open}[`.repeat(DEPTH)}${`]${close}`.repeat(DEPTH)}`);
}

const alwaysHostile = (v: unknown) =>
  v === NUL || v === LONE_SURROGATE || v === MEGABYTE || v === OVER_INT || isSpliced(v);

/** Parses `value` with `schema`, treating a throw (a value no schema can take) as a refusal. */
function refused(schema: z.ZodType, value: unknown): boolean {
  try {
    return !schema.safeParse(value).success;
  } catch {
    return true;
  }
}

function bodyCases(schema: z.ZodType, sample: unknown): Case[] {
  const cases: Case[] = [
    { label: 'NUL body', body: JSON.stringify(NUL), unstorableAt: 'body' },
    { label: 'deep body', body: DEEP_ARRAY },
  ];
  const leafValues = [NUL, LONE_SURROGATE, MEGABYTE, OVER_INT, -1, 0, 1.5, 'x', true, null, {}, [], REMOVE];
  const containerValues = [NUL, 'x', 1, null, [], {}, REMOVE, splice(DEEP_ARRAY)];
  const add = (label: string, value: unknown, path: Path) => {
    const at = getAt(value, path);
    // A value the schema takes is no attack (0 for a menu version); these must be refused anyway.
    if (!alwaysHostile(at) && !refused(schema, value)) return;
    cases.push({
      label,
      body: serialise(value),
      ...(at === NUL || at === LONE_SURROGATE ? { unstorableAt: path.join('.') } : {}),
    });
  };
  for (const path of pathsOf(sample)) {
    const current = getAt(sample, path);
    const container = typeof current === 'object' && current !== null;
    for (const next of container ? containerValues : [...leafValues, splice(DEEP_ARRAY)]) {
      if (next === REMOVE) {
        const removed = setAt(sample, path, REMOVE);
        if (refused(schema, removed))
          cases.push({ label: `${path.join('.')} missing`, body: serialise(removed) });
        continue;
      }
      add(
        `${path.join('.')} = ${String(isSpliced(next) ? 'deep' : JSON.stringify(next)).slice(0, 20)}`,
        setAt(sample, path, next),
        path,
      );
    }
    // A tree nested through itself: below an item of a list, the same way down again and again.
    const item = path.findLastIndex((k, i) => typeof k === 'number' && i < path.length - 1);
    if (Array.isArray(current) && item >= 0) {
      const at = path.slice(0, item + 1);
      add(`${path.join('.')} nested ${DEPTH} deep`, setAt(sample, at, deepChain(path.slice(item + 1))), at);
    }
  }
  for (const path of [[], ...pathsOf(sample)]) {
    const current = getAt(sample, path);
    if (typeof current !== 'object' || current === null || Array.isArray(current)) continue;
    // Keys are strings too; a key the database cannot store is named with its escape.
    const withKey = setAt(sample, [...path, NUL], 1);
    cases.push({
      label: `${path.join('.')} NUL key`,
      body: serialise(withKey),
      unstorableAt: [...path, 'a\\u0000b'].join('.'),
    });
    // An extra member nested deep matters only where the schema keeps what it does not know.
    const deep = setAt(sample, [...path, 'extra'], splice(DEEP_ARRAY));
    const kept = schema.safeParse(setAt(sample, [...path, 'extra'], [[1]]));
    if (!kept.success || JSON.stringify(kept.data).includes('[[1]]')) {
      cases.push({ label: `${path.join('.')} extra deep member`, body: serialise(deep) });
    }
  }
  return cases;
}

function queryCases(schema: z.ZodType, sample: Record<string, string>): Case[] {
  const cases: Case[] = [
    { label: 'NUL query key', query: { ...sample, [NUL]: '1' }, unstorableAt: 'a\\u0000b' },
  ];
  for (const key of Object.keys(sample)) {
    for (const next of [
      NUL,
      LONE_SURROGATE,
      MEGABYTE,
      String(OVER_INT),
      '-1',
      '0',
      '1.5',
      '',
      'x',
      ['1', '2'],
      REMOVE,
    ]) {
      const query: Record<string, string | string[]> = { ...sample };
      if (typeof next === 'symbol') delete query[key];
      else query[key] = next;
      // Past the integer range only where a number goes; a search text may well be digits.
      const numeric = /^[0-9]+$/.test(sample[key] as string);
      const hostile =
        next === NUL ||
        next === LONE_SURROGATE ||
        next === MEGABYTE ||
        (numeric && next === String(OVER_INT));
      if (!hostile && !refused(schema, query)) continue;
      cases.push({
        label: `${key} = ${String(next === REMOVE ? 'missing' : JSON.stringify(next)).slice(0, 20)}`,
        query,
        ...(next === NUL ? { unstorableAt: key } : {}),
        ...(next === LONE_SURROGATE ? { lenient: true } : {}),
      });
    }
  }
  return cases;
}

/**
 * The cases of one endpoint: each part of the request (body, form, query) varied field by field
 * while the other parts stay well-formed, with the test website's id wherever a website goes.
 */
function casesOf(endpoint: Endpoint): Case[] {
  const withIds = (value: unknown, ids: { path: Path; list: boolean }[]) => {
    let out = value;
    for (const slot of ids) {
      if (slot.path.at(-1) === 'website_id' && !slot.list) {
        const old = getAt(out, slot.path);
        out = setAt(out, slot.path, typeof old === 'string' ? String(t.site) : t.site);
      }
    }
    return out;
  };
  const querySample = endpoint.query ? samplesOf(endpoint.query)[0] : undefined;
  const query = querySample ? asQuery(withIds(querySample.value, querySample.ids)) : undefined;
  const cases: Case[] = [];
  if (endpoint.body) {
    for (const sample of samplesOf(endpoint.body)) {
      for (const c of bodyCases(endpoint.body, withIds(sample.value, sample.ids))) {
        cases.push({ ...c, ...(query ? { query } : {}) });
      }
    }
  } else if (endpoint.method !== 'GET' && !endpoint.form) {
    // A call that reads no body still refuses one it could not store.
    cases.push({ label: 'NUL body', body: JSON.stringify({ note: NUL }), unstorableAt: 'note' });
  }
  if (endpoint.form) {
    // Multipart fields are text like a query's; an unknown field is ignored, so only values are varied.
    const [sample] = samplesOf(endpoint.form);
    const fields = asQuery(withIds(sample?.value ?? {}, sample?.ids ?? []));
    for (const c of queryCases(endpoint.form, fields)) {
      if (c.query === undefined || c.label === 'NUL query key' || Object.values(c.query).some(Array.isArray))
        continue;
      cases.push({ label: `form ${c.label}`, form: c.query as Record<string, string> });
    }
  }
  if (endpoint.query && query) {
    const bodySample = endpoint.body ? samplesOf(endpoint.body)[0] : undefined;
    const bodyText = bodySample ? serialise(withIds(bodySample.value, bodySample.ids)) : undefined;
    for (const c of queryCases(endpoint.query, query)) {
      cases.push({ ...c, ...(bodyText === undefined ? {} : { body: bodyText }) });
    }
  }
  return cases;
}

function problem(endpoint: Endpoint, c: Case, response: LightMyRequestResponse): string | null {
  const where = `${endpoint.method} ${endpoint.path} [${c.label}]`;
  if (response.statusCode >= 500) return `${where}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400 && !c.lenient) return `${where}: accepted (${response.statusCode})`;
  if (c.unstorableAt !== undefined) {
    const answer = body<{ field?: string }>(response);
    if (answer.code !== errors.TEXT_UNSTORABLE.code || answer.data?.field !== c.unstorableAt) {
      return `${where}: expected 1010 naming ${c.unstorableAt}, got ${answer.code} ${JSON.stringify(answer.data).slice(0, 120)} ${answer.message.slice(0, 200)}`;
    }
  }
  return null;
}

describe('hostile input to every call of the contract', () => {
  it('serves no /api route outside the contract', () => {
    const known = new Set(contractEndpoints().map((e) => `${e.method} ${e.path}`));
    const served = servedApiRoutes(t.app);
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !known.has(route))).toEqual([]);
  });

  // Every collection adds its calls to the sweep (FAQs, exhibitors and exhibit items alone send
  // thousands of requests), so the sweep's budget grows with the contract.
  it('refuses every hostile value without a 5xx, names unstorable text, and changes no row', {
    timeout: 600_000,
  }, async () => {
    const before = await tableDigests(t.app);
    const problems: string[] = [];
    let sent = 0;
    for (const endpoint of sweptEndpoints().filter((e) => !e.raw)) {
      for (const c of casesOf(endpoint)) {
        const response = await request(t.app, t.admin, endpoint, c);
        sent++;
        const found = problem(endpoint, c, response);
        if (found) problems.push(found);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(sent).toBeGreaterThan(500 / SWEEP_SHARE);
    expect(await tableDigests(t.app)).toEqual(before);
  });

  it('names the field in the language of the request', async () => {
    const response = await send(
      t.app,
      t.admin,
      'PUT',
      '/api/website/website-edit',
      { website_id: t.site, name: 'x\u0000' },
      { 'accept-language': 'zh-CN' },
    );
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: errors.TEXT_UNSTORABLE.code,
      message: '字段“name”含有无法保存的字符（NUL 字符或不成对的 UTF-16 代理字符），请删除后重试',
      data: { field: 'name' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { companyId: 'demo', username: 'admin\ud800', password: 'x' },
    });
    expect(body(login)).toMatchObject({
      code: errors.TEXT_UNSTORABLE.code,
      message:
        'The field "username" contains a character that cannot be stored (a NUL character or half of a UTF-16 surrogate pair). Remove it and try again.',
    });
  });
});
