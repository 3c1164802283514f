import { PLUGIN_PUSH_LOG_DAYS } from '@sitewright/contract';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import { pluginPushes, websitePlugins } from './plugin.schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type PluginRow = typeof websitePlugins.$inferSelect;
export type PushRow = typeof pluginPushes.$inferSelect;
export type NewPushRow = typeof pluginPushes.$inferInsert;

export async function listPluginRows(db: Runner, scope: WebsiteScope): Promise<PluginRow[]> {
  return db.select().from(websitePlugins).where(ownedBy(websitePlugins, scope));
}

export async function findPluginRow(
  db: Runner,
  scope: WebsiteScope,
  plugin: string,
  options: { lock?: boolean } = {},
): Promise<PluginRow | undefined> {
  const query = db
    .select()
    .from(websitePlugins)
    .where(and(ownedBy(websitePlugins, scope), eq(websitePlugins.plugin, plugin)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Writes a plugin's row, made on its first save. */
export async function savePluginRow(
  tx: Tx,
  scope: WebsiteScope,
  values: { plugin: string; enabled: boolean; settings: Record<string, unknown>; secret: string | null },
): Promise<PluginRow> {
  const now = new Date();
  const [row] = await tx
    .insert(websitePlugins)
    .values({ companyId: scope.companyId, websiteId: scope.websiteId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [websitePlugins.websiteId, websitePlugins.plugin],
      set: { enabled: values.enabled, settings: values.settings, secret: values.secret, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('the plugin row was not stored');
  return row;
}

/** The newest push of each plugin of a website. */
export async function lastPushes(db: Runner, scope: WebsiteScope): Promise<PushRow[]> {
  return db
    .selectDistinctOn([pluginPushes.plugin])
    .from(pluginPushes)
    .where(ownedBy(pluginPushes, scope))
    .orderBy(pluginPushes.plugin, desc(pluginPushes.createdAt), desc(pluginPushes.id));
}

export async function listPushRows(
  db: Runner,
  scope: WebsiteScope,
  filter: { plugin?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: PushRow[]; total: number }> {
  const where = and(
    ownedBy(pluginPushes, scope),
    filter.plugin ? eq(pluginPushes.plugin, filter.plugin) : undefined,
  );
  const rows = await db
    .select()
    .from(pluginPushes)
    .where(where)
    .orderBy(desc(pluginPushes.createdAt), desc(pluginPushes.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(pluginPushes).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertPushRow(tx: Runner, values: NewPushRow): Promise<PushRow> {
  const [row] = await tx.insert(pluginPushes).values(values).returning();
  if (!row) throw new Error('the push row was not stored');
  return row;
}

/** A push by id, for its job (jobs run outside any company's request). */
export async function findPushRow(db: Runner, id: number): Promise<PushRow | undefined> {
  const [row] = await db.select().from(pluginPushes).where(eq(pluginPushes.id, id)).limit(1);
  return row;
}

export async function updatePushRow(db: Runner, id: number, values: Partial<NewPushRow>): Promise<void> {
  await db.update(pluginPushes).set(values).where(eq(pluginPushes.id, id));
}

/** A website's plugin row, for a push's job. */
export async function pluginRowOf(
  db: Runner,
  websiteId: number,
  plugin: string,
): Promise<PluginRow | undefined> {
  const [row] = await db
    .select()
    .from(websitePlugins)
    .where(and(eq(websitePlugins.websiteId, websiteId), eq(websitePlugins.plugin, plugin)))
    .limit(1);
  return row;
}

/** Deletes a website's pushes older than the log keeps them. */
export async function pruneOldPushes(db: Runner, websiteId: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - PLUGIN_PUSH_LOG_DAYS * 24 * 3_600_000);
  await db
    .delete(pluginPushes)
    .where(and(eq(pluginPushes.websiteId, websiteId), lt(pluginPushes.createdAt, before)));
}

/** Merges values into a plugin row's state in one statement. */
export async function mergePluginState(
  db: Runner,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  await db
    .update(websitePlugins)
    .set({ state: sql`${websitePlugins.state} || ${JSON.stringify(values)}::jsonb` })
    .where(eq(websitePlugins.id, id));
}

/**
 * Counts one use of the row's daily quota (`day` = the UTC date) in one statement: another
 * worker's use in between is never lost. Answers today's uses so far, or null at the limit.
 */
export async function takeDailyQuota(
  db: Runner,
  id: number,
  day: string,
  limit: number,
): Promise<number | null> {
  const used = sql`(case when ${websitePlugins.state}->>'day' = ${day} then coalesce((${websitePlugins.state}->>'used')::int, 0) else 0 end)`;
  const [row] = await db
    .update(websitePlugins)
    .set({
      state: sql`${websitePlugins.state} || jsonb_build_object('day', ${day}::text, 'used', ${used} + 1)`,
    })
    .where(and(eq(websitePlugins.id, id), sql`${used} < ${limit}`))
    .returning({ state: websitePlugins.state });
  if (!row) return null;
  const value = row.state.used;
  return typeof value === 'number' ? value : Number(value);
}

export async function giveBackDailyQuota(db: Runner, id: number, day: string): Promise<void> {
  await db
    .update(websitePlugins)
    .set({
      state: sql`${websitePlugins.state} || jsonb_build_object('used', greatest(coalesce((${websitePlugins.state}->>'used')::int, 0) - 1, 0))`,
    })
    .where(and(eq(websitePlugins.id, id), sql`${websitePlugins.state}->>'day' = ${day}`));
}
