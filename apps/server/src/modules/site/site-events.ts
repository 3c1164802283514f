import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The NOTIFY channel that carries "this website's public state changed" between processes. */
export const SITE_CHANNEL = 'sitewright_site';

/**
 * "A website's public state changed" (publish, un-publish, domains, redirects, blocked IPs, geo
 * rules): every site server drops what it cached for that website. In this process the news is
 * delivered at once; through PostgreSQL NOTIFY it reaches every other process sharing the
 * database within a second.
 */
export interface SiteEvents {
  changed(websiteId: number): Promise<void>;
  /** `null`: any website may have changed (news was missed), so every cached one goes. */
  subscribe(listener: (websiteId: number | null) => void): () => void;
}

export function createSiteEvents(db: Db): SiteEvents & { receive(payload: string): void; missed(): void } {
  const listeners = new Set<(websiteId: number | null) => void>();
  const deliver = (websiteId: number | null) => {
    for (const listener of listeners) listener(websiteId);
  };
  return {
    async changed(websiteId) {
      deliver(websiteId);
      await db.execute(sql`select pg_notify(${SITE_CHANNEL}, ${String(websiteId)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A NOTIFY payload from the database (also our own, which costs one more harmless reload). */
    receive(payload) {
      const websiteId = Number(payload);
      if (Number.isInteger(websiteId) && websiteId > 0) deliver(websiteId);
    },
    /** The LISTEN connection was lost and is back: notifications may have gone by unheard. */
    missed() {
      deliver(null);
    },
  };
}
