import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { migrationsFolder } from '../src/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On TEST_DATABASE_URL's server: a database with every migration applied, to copy. */
    postgresTemplate?: string;
  }
}

/**
 * On PostgreSQL the suite opens hundreds of databases: each is a copy of a template database
 * migrated once here instead of running every migration again. (On PGlite each worker migrates
 * one database and empties it for the next test file: test/helper.ts.) The migrations
 * themselves are still tested where a test opens its own.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
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

async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
