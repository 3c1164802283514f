import { BLOCKED_IPS_MAX, type BlockedIp, type BlockedIpList } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { blockedIps } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { compileIpBlockList } from '../../lib/ip-matcher.ts';
import { deleteOwned, notOwned, requireWebsite, type WebsiteScope } from '../../lib/tenancy.ts';
import {
  type BlockedIpRow,
  countBlockedIps,
  insertBlockedIp,
  listBlockedIps,
  type NewBlockedIp,
  replaceBlockedIps,
} from './block-ip.repository.ts';

export function toBlockedIp(row: BlockedIpRow): BlockedIp {
  return { id: row.id, cidr: row.cidr, note: row.note, created_at: row.createdAt.toISOString() };
}

/** One entry per range, keeping the first position and the first note that is not empty. */
export function dedupeBlockedIps(entries: readonly NewBlockedIp[]): NewBlockedIp[] {
  const byCidr = new Map<string, NewBlockedIp>();
  for (const entry of entries) {
    const seen = byCidr.get(entry.cidr);
    if (!seen) byCidr.set(entry.cidr, { ...entry });
    else if (seen.note === '') seen.note = entry.note;
  }
  return [...byCidr.values()];
}

/**
 * Refuses ranges that would lock the operator out of the website (IP_BLOCKS_OWN_ADDRESS, naming
 * the address and the ranges) unless confirmed. `operatorIp` is the request's address as the site
 * server sees visitors' (the same proxy settings), absent when unknown.
 */
function checkOwnAddress(cidrs: readonly string[], operatorIp: string | undefined, confirmed: boolean) {
  if (confirmed || !operatorIp || cidrs.length === 0) return;
  const hits = cidrs.filter((cidr) => compileIpBlockList([cidr])(operatorIp));
  if (hits.length > 0) throw new AppError('IP_BLOCKS_OWN_ADDRESS', { data: { ip: operatorIp, cidrs: hits } });
}

/**
 * A website's blocked addresses and ranges (spec §7 block_ips, block_ip). Every change runs in a
 * transaction holding the website's row lock, so a list never passes its limit under concurrent
 * calls, and `onChange` tells the site server to recompile that website's list.
 */
export function createBlockIpService(deps: {
  db: Db;
  onChange?: (websiteId: number) => Promise<void> | void;
}) {
  const { db } = deps;
  const changed = async (websiteId: number) => {
    await deps.onChange?.(websiteId);
  };

  async function scopeOf(companyId: number, websiteId: number): Promise<WebsiteScope> {
    const website = await requireWebsite(db, { companyId }, websiteId);
    return { companyId, websiteId: website.id };
  }

  return {
    async list(companyId: number, websiteId: number): Promise<BlockedIpList> {
      const scope = await scopeOf(companyId, websiteId);
      return { list: (await listBlockedIps(db, scope.websiteId)).map(toBlockedIp) };
    },

    async save(
      companyId: number,
      input: { website_id: number; ips: NewBlockedIp[]; confirm_own_address?: boolean | undefined },
      operatorIp?: string,
    ): Promise<BlockedIpList> {
      const entries = dedupeBlockedIps(input.ips);
      if (entries.length > BLOCKED_IPS_MAX) throw new AppError('BLOCKED_IPS_TOO_MANY');
      const rows = await db.transaction(async (tx) => {
        const website = await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
        const scope = { companyId, websiteId: website.id };
        // Only ranges new to the list ask: one kept from before was already confirmed.
        const before = new Set((await listBlockedIps(tx, scope.websiteId)).map((r) => r.cidr));
        checkOwnAddress(
          entries.map((e) => e.cidr).filter((cidr) => !before.has(cidr)),
          operatorIp,
          input.confirm_own_address === true,
        );
        await replaceBlockedIps(tx, scope, entries);
        return listBlockedIps(tx, scope.websiteId);
      });
      await changed(input.website_id);
      return { list: rows.map(toBlockedIp) };
    },

    async add(
      companyId: number,
      input: { website_id: number; ip: string; note: string; confirm_own_address?: boolean | undefined },
      operatorIp?: string,
    ): Promise<BlockedIp> {
      checkOwnAddress([input.ip], operatorIp, input.confirm_own_address === true);
      const row = await db.transaction(async (tx) => {
        const website = await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
        if ((await countBlockedIps(tx, website.id)) >= BLOCKED_IPS_MAX)
          throw new AppError('BLOCKED_IPS_TOO_MANY');
        const inserted = await insertBlockedIp(
          tx,
          { companyId, websiteId: website.id },
          {
            cidr: input.ip,
            note: input.note,
          },
        );
        if (!inserted) throw new AppError('IP_ALREADY_BLOCKED', { data: { cidr: input.ip } });
        return inserted;
      });
      await changed(input.website_id);
      return toBlockedIp(row);
    },

    async del(companyId: number, websiteId: number, id: number): Promise<{ id: number }> {
      const scope = await scopeOf(companyId, websiteId);
      if (!(await deleteOwned(db, blockedIps, scope, id))) notOwned();
      await changed(websiteId);
      return { id };
    },
  };
}

export type BlockIpService = ReturnType<typeof createBlockIpService>;
