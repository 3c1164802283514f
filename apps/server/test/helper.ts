import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_FEATURE_ROLES, ROLES } from '@sitewright/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { companies, type UserStatus, users } from '../src/db/schema.ts';
import { migrationsFolder } from '../src/paths.ts';

export const ADMIN_PASSWORD = 'admin-password-1';

/** Cheap argon2 costs: the suite signs in hundreds of times. */
const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD,
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  ADMIN_DIST_DIR: '/nonexistent/sitewright-admin-dist',
  PUBLIC_BASE_URL: 'http://localhost:3000',
};

/**
 * A fresh database with every migration applied (unless `empty`) and nothing else: in-memory PGlite
 * (one this worker kept, emptied), or with TEST_DATABASE_URL a new database `sw_test_<random>` on
 * that PostgreSQL server, a copy of the one the global setup migrated (test/global-setup.ts),
 * dropped again on close.
 */
export async function openTestDatabase(
  options: { /** Without any migration (tests of the migrations). */ empty?: boolean } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return options.empty ? openPglite() : takeMigratedPglite();
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = options.empty ? undefined : inject('postgresTemplate');
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * In-memory databases that earlier test files of this worker closed, kept for the next one. A new
 * PGlite takes seconds to start and migrate (PostgreSQL's start inside WebAssembly, then every
 * migration); emptying every table of a kept one takes milliseconds and leaves exactly what the
 * migrations left, as they add no rows to a database without companies. Test files share their
 * worker's process (vitest.config.ts) but each evaluates this module afresh, so the pool lives on
 * `globalThis`.
 */
interface WorkerDatabases {
  /** A freshly migrated database's tables and migrations; a kept one that differs is not reused. */
  fingerprint?: string;
  idle: Database[];
}
const shared = globalThis as { sitewrightTestDatabases?: WorkerDatabases };
shared.sitewrightTestDatabases ??= { idle: [] };
const worker = shared.sitewrightTestDatabases;

/** What must match a freshly migrated database for a kept one to be reused: its tables and migrations. */
async function schemaFingerprint(database: Database): Promise<string> {
  const result = await database.db.execute(sql`
    select
      (select string_agg(quote_ident(tablename), ', ' order by tablename) from pg_tables where schemaname = 'public') as tables,
      (select string_agg(hash || ':' || created_at, ',' order by id) from drizzle.__drizzle_migrations) as migrations`);
  const row = (result as unknown as { rows: { tables: string | null; migrations: string | null }[] }).rows[0];
  return JSON.stringify([row?.tables ?? '', row?.migrations ?? '']);
}

/** A migrated in-memory database with no rows: a kept one emptied, or a new one migrated. */
async function takeMigratedPglite(): Promise<Database> {
  let database = worker.idle.pop();
  if (database) {
    // Session state a test may have left (settings, advisory locks, LISTENs), then every row.
    const [tables] = JSON.parse(worker.fingerprint as string) as [string];
    await database.db.execute(sql`discard all`);
    await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  } else {
    database = await openPglite();
    await database.migrate(migrationsFolder());
    worker.fingerprint ??= await schemaFingerprint(database);
  }
  const taken = database;
  let closed = false;
  const handedOut: Database = {
    ...taken,
    async close() {
      if (closed) return;
      closed = true;
      if ((await schemaFingerprint(taken).catch(() => '')) === worker.fingerprint) worker.idle.push(taken);
      else await taken.close();
    },
  };
  underlying.set(handedOut, taken);
  return handedOut;
}

const underlying = new WeakMap<Database, Database>();

/** Closes a test database for good, as if its server had gone away (a kept one is not kept). */
export async function closeForGood(database: Database): Promise<void> {
  await (underlying.get(database) ?? database).close();
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** `url` is the PostgreSQL database's (with TEST_DATABASE_URL), for other processes to share. */
  database: Database & { url?: string };
  close(): Promise<void>;
}

/** The app on a fresh database, migrated and seeded (company `demo`, user `admin`, website `demo`). */
export async function buildTestApp(
  options: { env?: Record<string, string>; deps?: Omit<AppDeps, 'database'> } = {},
): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const database = await openTestDatabase();
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...options.deps, database });
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function createCompany(app: FastifyInstance, code: string, name = code): Promise<number> {
  const [row] = await app.db.insert(companies).values({ code, name }).returning({ id: companies.id });
  if (!row) throw new Error('no company');
  return row.id;
}

export interface NewUser {
  companyId: number;
  userName: string;
  password: string;
  status?: UserStatus;
  appRole?: { id: number; name: string; roles: string[] } | null;
  hasRoles?: string[];
  isAdmin?: number;
}

/** A fully licensed operator unless the overrides say otherwise. */
export async function createUser(app: FastifyInstance, user: NewUser): Promise<number> {
  const [row] = await app.db
    .insert(users)
    .values({
      companyId: user.companyId,
      userName: user.userName,
      passwordHash: await app.passwords.hash(user.password),
      nickName: user.userName,
      status: user.status ?? 'active',
      isAdmin: user.isAdmin ?? 0,
      appRole:
        user.appRole === undefined
          ? { id: 2, name: 'Operator', roles: [...ALL_FEATURE_ROLES] }
          : user.appRole,
      hasRoles: user.hasRoles ?? [...ALL_FEATURE_ROLES, ROLES.webManage],
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

/** Signs in through the API and answers the token (and the response, for cookie checks). */
export async function login(
  app: FastifyInstance,
  credentials: { companyId: string | number; username: string; password: string },
  extra: Partial<InjectOptions> = {},
): Promise<{ token: string; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: credentials,
    ...extra,
  });
  const token = (body<{ token?: string }>(response).data?.token ?? '') as string;
  return { token, response };
}

/**
 * Another company (`rival` unless named) with one administrator, signed in: the other side of
 * every tenant-isolation test. Answers that administrator's token.
 */
export async function signInRival(app: FastifyInstance, code = 'rival'): Promise<string> {
  const companyId = await createCompany(app, code);
  await createUser(app, {
    companyId,
    userName: 'boss',
    password: 'rival-password',
    isAdmin: 1,
    appRole: { id: 1, name: 'Administrator', roles: [ROLES.admin, ...ALL_FEATURE_ROLES] },
    hasRoles: [ROLES.admin, ...ALL_FEATURE_ROLES],
  });
  return (await login(app, { companyId: code, username: 'boss', password: 'rival-password' })).token;
}

/**
 * Another operator of company `demo` (the seeded administrator's), with the given roles as both
 * app role and own roles (fully licensed when omitted), signed in: answers the token.
 */
export async function signInDemoOperator(
  app: FastifyInstance,
  userName: string,
  roles?: string[],
): Promise<string> {
  const [demo] = await app.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'demo'));
  const password = `${userName}-password`;
  await createUser(app, {
    companyId: demo?.id as number,
    userName,
    password,
    ...(roles ? { appRole: { id: 3, name: 'Limited', roles }, hasRoles: roles } : {}),
  });
  return (await login(app, { companyId: 'demo', username: userName, password })).token;
}

/** Signs in as the seeded administrator of company `demo`. */
export function loginAdmin(
  app: FastifyInstance,
): Promise<{ token: string; response: LightMyRequestResponse }> {
  return login(app, { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD });
}

/** An API-client call authenticated by X-Token (no CSRF checks apply). */
export function call(
  app: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  url: string,
  options: Partial<InjectOptions> = {},
) {
  return app.inject({ method, url, ...options, headers: { 'x-token': token, ...options.headers } });
}

/** `call` with a JSON body (or none) and extra headers. */
export function send(
  app: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return call(app, token, method, url, {
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    headers,
  });
}

/** The field paths a validation refusal names (`data.fields`). */
export function fieldPaths(response: { json(): unknown }): string[] {
  return (body<{ fields: { path: string }[] }>(response as LightMyRequestResponse).data?.fields ?? []).map(
    (f) => f.path,
  );
}

/** A new website of the caller's company (US flag), answering its id. */
export async function newWebsite(
  app: FastifyInstance,
  token: string,
  name: string,
  default_language = 'en',
): Promise<number> {
  const response = await send(app, token, 'POST', '/api/website/website-add', {
    name,
    flag_code: 'US',
    default_language,
  });
  return body<{ website_id: number }>(response).data.website_id;
}

/** A website to create for a test file: its name, or the name with what differs from the defaults. */
type NewSite = string | { name: string; default_language?: string; template_id?: string };

export interface ApiTestOptions {
  env?: Record<string, string>;
  deps?: Omit<AppDeps, 'database'>;
  /** DATA_DIR in a new temporary folder (prefix given), removed once the app is closed. */
  dataDir?: string;
  /** Signs in another company's administrator (`rival`). */
  rival?: boolean;
  /** A new website of the rival company (signs the rival in). */
  rivalSite?: NewSite;
  /** A new website of company demo. */
  site?: NewSite;
}

/** What a test file's API tests share; filled in before its first test runs. */
export interface ApiTest extends TestApp {
  /** The seeded administrator of company `demo`. */
  admin: string;
  rival: string;
  rivalSite: number;
  site: number;
  dataDir: string;
}

async function createSite(app: FastifyInstance, token: string, site: NewSite): Promise<number> {
  const { name, ...rest } = typeof site === 'string' ? { name: site } : site;
  const response = await send(app, token, 'POST', '/api/website/website-add', {
    name,
    flag_code: 'US',
    default_language: 'en',
    ...rest,
  });
  const id = body<{ website_id?: number }>(response).data?.website_id;
  if (!id) throw new Error(`could not create website ${name}: ${response.body}`);
  return id;
}

/**
 * The set-up every API test file repeats, registered as its beforeAll/afterAll: the app on a fresh
 * database, the demo administrator signed in and, when asked, a rival company and new websites.
 * Later beforeAll hooks of the file see it ready; it is closed after the file's own afterAll.
 */
export function setupApiTest(options: ApiTestOptions = {}): ApiTest {
  const t = {} as ApiTest;
  beforeAll(async () => {
    const dataDir = options.dataDir ? mkdtempSync(join(tmpdir(), options.dataDir)) : '';
    const env = dataDir ? { ...options.env, DATA_DIR: dataDir } : options.env;
    Object.assign(t, await buildTestApp({ env, deps: options.deps }), { dataDir });
    t.admin = (await loginAdmin(t.app)).token;
    if (options.rival || options.rivalSite) t.rival = await signInRival(t.app);
    if (options.rivalSite) t.rivalSite = await createSite(t.app, t.rival, options.rivalSite);
    if (options.site) t.site = await createSite(t.app, t.admin, options.site);
  });
  afterAll(async () => {
    await t.close?.();
    if (t.dataDir) rmSync(t.dataDir, { recursive: true, force: true });
  });
  return t;
}
