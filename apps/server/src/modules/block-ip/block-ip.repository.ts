import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockedIps } from '../../db/schema.ts';
import type { WebsiteScope } from '../../lib/tenancy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type BlockedIpRow = typeof blockedIps.$inferSelect;

export interface NewBlockedIp {
  /** Normalised (see normalizeCidr in the contract). */
  cidr: string;
  note: string;
}

/** A website's blocked addresses and ranges in the order they were added. */
export function listBlockedIps(db: Runner, websiteId: number): Promise<BlockedIpRow[]> {
  return db.select().from(blockedIps).where(eq(blockedIps.websiteId, websiteId)).orderBy(asc(blockedIps.id));
}

export async function countBlockedIps(db: Runner, websiteId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blockedIps).where(eq(blockedIps.websiteId, websiteId));
  return row?.n ?? 0;
}

/** Replaces the whole list; call inside a transaction holding the website's lock. */
export async function replaceBlockedIps(
  tx: Tx,
  scope: WebsiteScope,
  entries: readonly NewBlockedIp[],
): Promise<void> {
  await tx.delete(blockedIps).where(eq(blockedIps.websiteId, scope.websiteId));
  if (entries.length === 0) return;
  await tx.insert(blockedIps).values(entries.map((e) => ({ ...scope, cidr: e.cidr, note: e.note })));
}

/** Adds one entry, or answers undefined when the website already blocks that exact range. */
export async function insertBlockedIp(
  tx: Runner,
  scope: WebsiteScope,
  entry: NewBlockedIp,
): Promise<BlockedIpRow | undefined> {
  const [row] = await tx
    .insert(blockedIps)
    .values({ ...scope, cidr: entry.cidr, note: entry.note })
    .onConflictDoNothing({ target: [blockedIps.websiteId, blockedIps.cidr] })
    .returning();
  return row;
}
