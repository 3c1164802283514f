import * as contract from '@sitewright/contract';
import { blockDefinitions } from '@sitewright/blocks';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { formRecords } from '../src/db/schema.ts';
import { body, send } from './helper.ts';
import { multipart, noisyJpeg, upload } from './upload-helpers.ts';

/**
 * What the generic API sweeps need: every call of the contract, a well-formed request for each
 * (derived from its schemas), the ids it takes, and a digest of every table. A call added to the
 * contract is swept without anyone listing it.
 */

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Multipart text fields (sent with a small file part). */
  form?: z.ZodType;
  roles?: readonly string[];
  /**
   * Public routes that take raw bytes and answer HTML or a provider's reply (the pay routes): they
   * store nothing a request names, so the hostile-input sweep, which expects envelopes, skips them.
   */
  raw?: true;
}

function isCall(
  value: unknown,
): value is contract.CallDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.method === 'string' && typeof v.path === 'string' && typeof v.data === 'object';
}

/**
 * API routes that answer something other than an envelope, so they are not contract calls; their
 * requests still come from the contract's schemas.
 */
const NON_ENVELOPE_ENDPOINTS: Endpoint[] = [
  {
    name: 'pageHtmlDownload',
    method: 'GET',
    path: contract.PAGE_HTML_DOWNLOAD_PATH,
    query: contract.PageIdQuery,
    roles: contract.PAGE_WORK_ROLES,
  },
  ...Object.values(contract.COLLECTIONS).flatMap((definition) => [
    {
      name: `${definition.name}ImportTemplate`,
      method: 'GET' as const,
      path: contract.collectionDownloadPath(definition.name, 'import-template'),
      query: contract.WebsiteQuery,
      roles: [definition.roles.items],
    },
    {
      name: `${definition.name}Export`,
      method: 'GET' as const,
      path: contract.collectionDownloadPath(definition.name, 'export'),
      query: contract.ItemListQuery,
      roles: [definition.roles.items],
    },
  ]),
  {
    name: 'recordExport',
    method: 'GET',
    path: contract.recordExportPath,
    query: contract.RecordExportQuery,
    roles: [contract.ROLES.formList],
  },
  {
    name: 'formFileDownload',
    method: 'GET',
    path: contract.formFilePath(':name'),
    roles: [contract.ROLES.formList],
  },
  { name: 'ueditorRead', method: 'GET', path: contract.UEDITOR_PATH, query: contract.UEditorQuery },
  {
    name: 'companyOrderReceipt',
    method: 'GET',
    path: contract.COMPANY_ORDER_RECEIPT_PATH,
    query: contract.CompanyOrderQuery,
    roles: [contract.ROLES.orderIndex],
  },
  // Public, cookieless: the sandbox's pay page and the platform provider's notifications.
  { name: 'paySandboxPage', method: 'GET', path: contract.PAY_SANDBOX_PATH, raw: true },
  { name: 'paySandboxPay', method: 'POST', path: contract.PAY_SANDBOX_PAY_PATH, raw: true },
  { name: 'paySandboxFail', method: 'POST', path: contract.PAY_SANDBOX_FAIL_PATH, raw: true },
  { name: 'payNotify', method: 'POST', path: contract.PAY_NOTIFY_PATH, raw: true },
  { name: 'payAccountNotify', method: 'POST', path: contract.PAY_ACCOUNT_NOTIFY_PATH, raw: true },
  { name: 'ueditor', method: 'POST', path: contract.UEDITOR_PATH, query: contract.UEditorQuery },
];

/** Every call the contract exports (alone or in a group), plus the non-envelope API routes. */
export function contractEndpoints(): Endpoint[] {
  const found = new Map<unknown, Endpoint>();
  const add = (name: string, call: unknown) => {
    if (!isCall(call) || found.has(call)) return;
    found.set(call, {
      name,
      method: call.method,
      path: call.path,
      ...(call.query ? { query: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.form ? { form: call.form } : {}),
      ...(call.roles ? { roles: call.roles } : {}),
    });
  };
  for (const [name, value] of Object.entries(contract)) {
    if (isCall(value)) add(name, value);
    else if (typeof value === 'object' && value !== null && !('_zod' in value)) {
      for (const [member, call] of Object.entries(value)) add(`${name}.${member}`, call);
    }
  }
  return [...found.values(), ...NON_ENVELOPE_ENDPOINTS];
}

/**
 * Of every call, the share a sweep sends on this run. On PGlite (the first pass) every call; on
 * PostgreSQL, whose pass repeats the same checks beside the browser suite, a fixed third of them:
 * what a sweep checks (validation, tenancy, roles) is the same code on either database, and the
 * PostgreSQL pass is there for the dialect, which a third of the calls exercises as well.
 */
export const SWEEP_SHARE = process.env.TEST_DATABASE_URL ? 3 : 1;

/** The calls a sweep sends (see SWEEP_SHARE); each call is in or out by its method and path alone. */
export function sweptEndpoints(): Endpoint[] {
  if (SWEEP_SHARE === 1) return contractEndpoints();
  return contractEndpoints().filter((e) => {
    let hash = 0;
    for (const ch of `${e.method} ${e.path}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
    return hash % SWEEP_SHARE === 0;
  });
}

/** The method and path of every /api route the app serves (HEAD aside), from Fastify's route tree. */
export function servedApiRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  // Each line is one segment; a child's path is its parent's path followed by the segment.
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = path;
    if (!path.startsWith('/api/') || !match[3]) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Well-formed requests from schemas
// ---------------------------------------------------------------------------------------------

export type Path = (string | number)[];
export interface IdSlot {
  path: Path;
  /** A comma-separated list of ids in a query string, or a JSON array of ids. */
  list: boolean;
}
export interface Sample {
  value: unknown;
  ids: IdSlot[];
}

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here
type Def = any;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const STRINGS = [
  'Sample',
  'sample',
  'www.example.com',
  '/sample',
  'https://www.example.com/sample.png',
  '203.0.113.7',
  '2024-01-01T00:00:00Z',
  'sample-password-1',
  'US',
  '#1a73e8',
  'sample@example.com',
  '+8613812345678',
  `/files/${'a'.repeat(64)}.png`,
  '2024-01-01',
];
const NUMBERS = [1, 2, 0, 100];
const NONE = Symbol('none');
/** Past this depth of the schema, optional parts are left out and lists stay empty. */
const MAX_DEPTH = 4;

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const firstAccepted = (schema: z.ZodType, candidates: readonly unknown[]) =>
  candidates.find((c) => accepts(schema, c));

/** A valid page document with a block inside another (section → heading), from the block definitions. */
function sampleDocument(): contract.PageDocument {
  const container = blockDefinitions.find((d) => d.slotNames(d.defaults).length > 0);
  const leaf = blockDefinitions.find((d) => d.slotNames(d.defaults).length === 0);
  if (!container || !leaf) throw new Error('no block definitions');
  const slot = container.slotNames(container.defaults)[0] as string;
  return {
    version: 1,
    blocks: [
      {
        id: 'b1',
        type: container.type,
        props: { ...container.defaults },
        slots: { [slot]: [{ id: 'b2', type: leaf.type, props: { ...leaf.defaults } }] },
      },
    ],
  };
}

/** Values no generic rule would find (a page document must pass the block definitions too). */
const SAMPLES = new Map<unknown, () => unknown>([
  [contract.PageDocument, sampleDocument],
  [contract.DomainInput, () => 'www.example.com'],
  // Times whose end must come after their start, in a zone the runtime knows.
  [
    contract.DateTimeRange,
    () => ({ start: '2026-03-03T09:00', end: '2026-03-03T17:00', zone: 'Europe/Berlin' }),
  ],
  [contract.AgendaSession, () => ({ start: '2026-03-03T09:00', end: '2026-03-03T10:00', title: 'Sample' })],
]);

/**
 * Fields whose rules the server checks beyond the schema (a redirect's source is a site path), so
 * that a generated request reaches the checks behind them; other fields are still generated.
 */
const FIELD_HINTS = new Map<unknown, Record<string, unknown>>([
  [contract.SaveRedirectRuleBody, { source: '/sample-old', target: '/sample-new' }],
  [contract.ImportRedirectRulesBody, { csv: 'source,target\n/sample-old,/sample-new\n' }],
  // Options are what a choice attribute takes (and any other kind refuses).
  [contract.AttributeSaveBody, { kind: 'choice' }],
]);

function generate(schema: z.ZodType, path: Path, depth: number, ids: IdSlot[]): unknown {
  const sample = SAMPLES.get(schema);
  if (sample) return sample();
  const idMeta = contract.idSchemas.get(schema);
  if (idMeta) {
    ids.push({ path, list: idMeta.list });
    return idMeta.list ? '1' : 1;
  }
  const def = defOf(schema);
  let value: unknown;
  switch (def.type) {
    case 'optional':
      value = depth > MAX_DEPTH ? NONE : generate(def.innerType, path, depth, ids);
      break;
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      value = generate(def.innerType, path, depth, ids);
      break;
    case 'lazy':
      value = generate(def.getter(), path, depth + 1, ids);
      break;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const v = generate(field, [...path, key], depth, ids);
        if (v !== NONE) out[key] = v;
      }
      value = { ...out, ...FIELD_HINTS.get(schema) };
      break;
    }
    case 'array': {
      if (depth > MAX_DEPTH) return [];
      const element = generate(def.element, [...path, 0], depth + 1, ids);
      value = element === NONE ? [] : [element];
      break;
    }
    case 'record': {
      if (depth > MAX_DEPTH) return {};
      // Keys from a list (a language code) are that list's first; other keys one of the sample texts,
      // or an id written as text (a product's attribute values by attribute id).
      const keyDef = defOf(def.keyType);
      const keys =
        keyDef.type === 'enum'
          ? Object.values(keyDef.entries as Record<string, string>)
          : [...STRINGS, ...NUMBERS.map(String)];
      const key = (firstAccepted(def.keyType, keys) as string | undefined) ?? 'sample';
      value = { [key]: generate(def.valueType, [...path, key], depth + 1, ids) };
      break;
    }
    case 'union': {
      // The option that takes the most ids (so the sweeps can put ids there) among those that pass.
      let best: { value: unknown; ids: IdSlot[] } | undefined;
      for (const option of def.options as z.ZodType[]) {
        const found: IdSlot[] = [];
        const v = generate(option, path, depth, found);
        if (accepts(option, v) && (!best || found.length > best.ids.length)) best = { value: v, ids: found };
      }
      if (best) {
        ids.push(...best.ids);
        value = best.value;
      } else value = generate(def.options[0] as z.ZodType, path, depth, ids);
      break;
    }
    case 'pipe': {
      const inType = defOf(def.in).type;
      if (inType === 'unknown' || inType === 'any' || inType === 'transform') {
        value = generate(def.out, path, depth, ids);
        break;
      }
      value = generate(def.in, path, depth, ids);
      if (accepts(schema, value)) break;
      if (typeof value === 'string') {
        // Text parsed into something else (`image,svg` into a list): the text of a valid result.
        const out = generate(def.out, path, depth, []);
        value = firstAccepted(schema, [Array.isArray(out) ? out.join(',') : String(out)]) ?? value;
      } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        // A check across fields (a target that must suit its kind): try other texts field by field.
        const repaired = { ...(value as Record<string, unknown>) };
        for (const [key, v] of Object.entries(repaired)) {
          if (typeof v !== 'string') continue;
          for (const candidate of STRINGS) {
            if (accepts(schema, { ...repaired, [key]: candidate })) {
              repaired[key] = candidate;
              break;
            }
          }
        }
        value = repaired;
      }
      break;
    }
    case 'literal':
      value = def.values[0];
      break;
    case 'enum':
      value = Object.values(def.entries)[0];
      break;
    case 'string':
      value = firstAccepted(schema, STRINGS) ?? 'sample';
      break;
    case 'number':
      value = firstAccepted(schema, NUMBERS) ?? 1;
      break;
    case 'boolean':
      value = false;
      break;
    case 'null':
      value = null;
      break;
    default:
      value = 'sample';
  }
  if (value === NONE || accepts(schema, value)) return value;
  // Refinements and transforms the walk cannot see: any plain value the schema takes will do.
  return firstAccepted(schema, [...STRINGS, ...NUMBERS, true, false, null]) ?? value;
}

/**
 * Well-formed requests for a schema: one per option of a top-level union (each action of
 * change-website-host), each with the paths where it takes ids.
 */
export function samplesOf(schema: z.ZodType): Sample[] {
  const def = defOf(schema);
  const schemas =
    def.type === 'union' && !contract.idSchemas.has(schema) ? (def.options as z.ZodType[]) : [schema];
  return schemas.map((s) => {
    const ids: IdSlot[] = [];
    return { value: generate(s, [], 0, ids), ids };
  });
}

/** A query object as a query string carries it: every value as text. */
export function asQuery(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Values by path
// ---------------------------------------------------------------------------------------------

export function getAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}

/** A copy of `value` with the thing at `path` replaced (or removed, for REMOVE). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (next === REMOVE) delete parent[key];
  else parent[key] = next;
  return copy;
}
export const REMOVE = Symbol('remove');

/** Every path inside a value (containers and leaves), parents before children. */
export function pathsOf(value: unknown): Path[] {
  const out: Path[] = [];
  const walk = (v: unknown, path: Path) => {
    if (path.length > 0) out.push(path);
    if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) walk(item, [...path, i]);
    } else if (typeof v === 'object' && v !== null)
      for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
  };
  walk(value, []);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** A query string built by hand, so that a lone surrogate goes out as its (WTF-8) bytes. */
export function queryString(query: Record<string, string | string[]>): string {
  // A lone surrogate has no UTF-8 form; its three WTF-8 bytes are what a careless client sends.
  const wtf8 = (unit: number) =>
    [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  const encode = (text: string) =>
    text.replace(/\p{Cs}|[^\p{Cs}]+/gu, (part) =>
      /\p{Cs}/u.test(part) ? wtf8(part.charCodeAt(0)) : encodeURIComponent(part),
    );
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encode(key)}=${encode(v)}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** One request to an endpoint as an API client (X-Token) sends it; a JSON body goes as written. */
export async function request(
  app: FastifyInstance,
  token: string,
  endpoint: Endpoint,
  input: { query?: Record<string, string | string[]>; body?: string; form?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const url = `${endpoint.path}${queryString(input.query ?? {})}`;
  if (input.form) {
    const { payload, headers } = await multipart(input.form, {
      name: 'sample.txt',
      data: Buffer.from('sample'),
    });
    return app.inject({ method: endpoint.method, url, payload, headers: { 'x-token': token, ...headers } });
  }
  const options: InjectOptions = {
    method: endpoint.method,
    url,
    headers: {
      'x-token': token,
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(input.body === undefined ? {} : { payload: input.body }),
  };
  return app.inject(options);
}

// ---------------------------------------------------------------------------------------------
// Requests that name records
// ---------------------------------------------------------------------------------------------

/** Where a request takes an id: in its query, JSON body or multipart fields. */
export interface Slot extends IdSlot {
  part: 'query' | 'body' | 'form';
}
/** A request's parts, before it is sent. */
export interface Request {
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
}

/** A well-formed request for the endpoint and where it takes ids (query and body alike). */
export function template(endpoint: Endpoint): { base: Request; slots: Slot[] } {
  const base: Request = {};
  const slots: Slot[] = [];
  if (endpoint.query) {
    const [sample] = samplesOf(endpoint.query);
    base.query = asQuery(sample?.value ?? {});
    for (const slot of sample?.ids ?? []) slots.push({ ...slot, part: 'query' });
  }
  if (endpoint.body) {
    const [sample] = samplesOf(endpoint.body);
    base.body = sample?.value;
    for (const slot of sample?.ids ?? []) slots.push({ ...slot, part: 'body' });
  }
  if (endpoint.form) {
    const [sample] = samplesOf(endpoint.form);
    base.form = asQuery(sample?.value ?? {});
    for (const slot of sample?.ids ?? []) slots.push({ ...slot, part: 'form' });
  }
  return { base, slots };
}

/** The request with these ids in these places. */
export function fill(base: Request, values: Map<Slot, number>): Request {
  let { query, body: json, form } = base;
  for (const [slot, id] of values) {
    if (slot.part === 'query') query = { ...query, [slot.path.join('.')]: String(id) };
    else if (slot.part === 'form') form = { ...form, [slot.path.join('.')]: String(id) };
    else json = setAt(json, slot.path, slot.list ? [id] : id);
  }
  return {
    ...(query ? { query } : {}),
    ...(json === undefined ? {} : { body: json }),
    ...(form ? { form } : {}),
  };
}

/** A slot naming a website (`website_id`). */
export const isWebsiteSlot = (slot: Slot) => slot.path.at(-1) === 'website_id';

/** Sends a swept request as an API client. */
export function sendSwept(
  app: FastifyInstance,
  token: string,
  endpoint: Endpoint,
  input: Request,
): Promise<LightMyRequestResponse> {
  return request(app, token, endpoint, {
    ...(input.query ? { query: input.query } : {}),
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    ...(input.form ? { form: input.form } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------

/** The rows of a raw query, the same on PGlite and node-postgres. */
async function rows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One digest per table of the public schema: any row added, changed or removed shows. */
export async function tableDigests(app: FastifyInstance): Promise<Record<string, string>> {
  // The audit log writes after the answers, in batches: entries of calls made before this digest
  // are written now, so they cannot land between two digests and pass for a change the calls in
  // between made. Refused calls are not recorded, so a refusal still changes no table, audit_log
  // included.
  await app.audit.flush();
  const tables = await rows<{ table_name: string }>(
    app,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    const [row] = await rows<{ digest: string | null }>(
      app,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`),
    );
    out[name] = row?.digest ?? 'empty';
  }
  return out;
}

/** The ids of every row a company owns, in every table with a company_id, by table. */
export async function companyRowIds(app: FastifyInstance, companyId: number): Promise<Map<string, number[]>> {
  const tables = await rows<{ table_name: string }>(
    app,
    sql`select c.table_name from information_schema.columns c
        join information_schema.columns i
          on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
        where c.table_schema = 'public' and c.column_name = 'company_id' order by c.table_name`,
  );
  const out = new Map<string, number[]>();
  for (const { table_name: name } of tables) {
    const ids = await rows<{ id: number }>(
      app,
      sql.raw(`select id from "${name}" where company_id = ${Number(companyId)} order by id`),
    );
    out.set(
      name,
      ids.map((r) => Number(r.id)),
    );
  }
  return out;
}

/** Company ids by code. */
export async function companyIds(app: FastifyInstance): Promise<Map<string, number>> {
  const found = await rows<{ id: number; code: string }>(app, sql`select id, code from companies`);
  return new Map(found.map((c) => [c.code, Number(c.id)]));
}

/**
 * A website made from the corporate template by `token`, with one record of every kind (page
 * name, media folder and file, redirect, blocked IP, geo rule, bound domain, form, inquiry and
 * reply), each text carrying
 * `mark`, so that a sweep can tell whether an answer shows anything of it. Answers the website and
 * its first menu page.
 */
export async function seedMarkedWebsite(
  app: FastifyInstance,
  token: string,
  mark: string,
  name: string,
): Promise<{ websiteId: number; pageId: number }> {
  const on = (path: string, payload: unknown, method = 'POST') =>
    send(app, token, method, path, payload).then((r) => {
      if (body(r).code !== 0) throw new Error(`${path}: ${r.body}`);
      return body<Record<string, unknown>>(r).data;
    });
  const websiteId = (
    (await on('/api/website/website-add', {
      name,
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    })) as { website_id: number }
  ).website_id;
  const pages = (await on(`/api/website/page?website_id=${websiteId}`, undefined, 'GET')) as {
    menuPageList: { id: number }[];
  };
  const pageId = pages.menuPageList[0]?.id as number;
  const settings = (await on(`/api/website/page-set?id=${pageId}`, undefined, 'GET')) as { version: number };
  await on('/api/website/page-set', { id: pageId, version: settings.version, page_name: `${mark} page` });
  await on('/api/media/folder', { website_id: websiteId, name: `${mark}-folder` });
  const uploaded = await upload(
    app,
    token,
    'upload_file',
    { website_id: websiteId },
    { name: `${mark}-photo.jpg`, data: await noisyJpeg(40, 30), type: 'image/jpeg' },
  );
  if (body(uploaded).code !== 0) throw new Error(`upload: ${uploaded.body}`);
  await on('/api/website/redirect-rule', {
    website_id: websiteId,
    source: `/${mark}-old`,
    target: `/${mark}-new`,
  });
  await on('/api/website/block_ip', { website_id: websiteId, ip: '203.0.113.9', note: `${mark} note` });
  await on('/api/website/geo-redirect-rules', {
    website_id: websiteId,
    rules: [{ countries: ['DE'], target_kind: 'url', target: `https://${mark}.example.com/` }],
  });
  await on('/api/website/change-website-host', {
    website_id: websiteId,
    action: 'bind',
    domain: `${mark}.example.org`,
  });
  const form = (await on('/api/form/form/save', {
    website_id: websiteId,
    name: `${mark} form`,
    fields: [
      { key: 'email', kind: 'email', label: { en: `${mark} E-mail` } },
      { key: 'message', kind: 'textarea', label: { en: 'Message' } },
    ],
  })) as { id: number };
  const [record] = await app.db
    .insert(formRecords)
    .values({
      companyId: Number(
        (
          await rows<{ company_id: number }>(
            app,
            sql`select company_id from websites where id = ${websiteId}`,
          )
        )[0]?.company_id,
      ),
      websiteId,
      formId: form.id,
      data: { email: `${mark}@example.com`, message: `${mark} inquiry` },
      fields: [{ key: 'email', kind: 'email', label: 'E-mail' }],
      visitorEmail: `${mark}@example.com`,
    })
    .returning({ id: formRecords.id });
  await on('/api/form/correspond/reply', { record_id: record?.id, subject: `${mark} reply`, body: 'Thanks' });
  // Reply templates and the signature are the company's, shared by all its operators (sub-accounts
  // included), not a website's: they are not seeded here (form-reply.test.ts covers other companies).
  return { websiteId, pageId };
}

/** Raises every id sequence far above, so no id of a row made before names a row made after. */
export async function raiseIdSequences(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`
    select setval(s.seq, 1000000) from (
      select pg_get_serial_sequence(format('%I.%I', table_schema, table_name), 'id') as seq
      from information_schema.columns where table_schema = 'public' and column_name = 'id'
    ) s where s.seq is not null`);
}
