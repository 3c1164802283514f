import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPostgres } from '../src/db/client.ts';
import { keepWasmOnBaselineCompiler, PGLITE_OPTIONS } from '../src/db/pglite-settings.ts';
import { migrationsFolder } from '../src/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite with every migration applied (a file path). */
    pgliteSnapshot?: string;
    /** On TEST_DATABASE_URL's server: a database with every migration applied, to copy. */
    postgresTemplate?: string;
  }
}

/**
 * The suite opens hundreds of databases. Each used to start empty and run every migration; a new
 * in-memory PGlite also ran initdb first, about five seconds in all on this machine. Migrated
 * once here, each test database is a copy instead: PGlite loads the dump, PostgreSQL copies a
 * template database. The migrations themselves are still tested where a test opens its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sw_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      await database.migrate(migrationsFolder());
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  keepWasmOnBaselineCompiler();
  const database = new PGlite(undefined, PGLITE_OPTIONS);
  const dir = mkdtempSync(join(tmpdir(), 'sw-pglite-snapshot-'));
  try {
    await migrate(drizzle(database), { migrationsFolder: migrationsFolder() });
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await database.close();
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
