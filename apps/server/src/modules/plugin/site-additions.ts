import {
  AnalyticsSettingsInput,
  BdzzSettingsInput,
  type PluginKey,
  VerificationSettingsInput,
} from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isCspOrigin, type SiteAdditions } from '../publish/index.ts';
import { websitePlugins } from './plugin.schema.ts';

/**
 * What the website's enabled plugins add to its published site: verification tags and files,
 * the IndexNow key file and the analytics script with the CSP origins it needs. Settings are read
 * again through the contract's schemas: a row edited in the database that no longer passes them
 * adds nothing, so it cannot put markup on the site.
 */

/** One plugin's row as this reads it. */
export interface PluginRow {
  plugin: string;
  enabled: boolean;
  settings: unknown;
}

/**
 * The IndexNow key as stored (the plugin makes it): the protocol allows 8 to 128 letters, digits
 * and dashes, which is also all a file name at the site's root may hold here.
 */
const IndexNowStored = z.object({ key: z.string().regex(/^[A-Za-z0-9-]{8,128}$/) });

const TEXT_PLAIN = 'text/plain; charset=utf-8';
const TEXT_HTML = 'text/html; charset=utf-8';

/** An attribute value in double quotes: nothing in it can end the attribute or the tag. */
function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${attr(content)}">`;

/** Nothing added: a fresh website, or every plugin off. */
const noAdditions = (): SiteAdditions => ({ head: '', files: [], csp: { script: [], connect: [] } });

type Part = { head?: string[]; files?: SiteAdditions['files']; origins?: string[] };

function verification(settings: unknown): Part {
  const parsed = VerificationSettingsInput.safeParse(settings);
  if (!parsed.success) return {};
  const head: string[] = [];
  if (parsed.data.google) head.push(meta('google-site-verification', parsed.data.google));
  if (parsed.data.bing) head.push(meta('msvalidate.01', parsed.data.bing));
  return { head };
}

function bdzz(settings: unknown): Part {
  const parsed = BdzzSettingsInput.safeParse(settings);
  if (!parsed.success || parsed.data.verify_code === '') return {};
  const code = parsed.data.verify_code;
  if (parsed.data.verify_as === 'meta') return { head: [meta('baidu-site-verification', code)] };
  // Baidu fetches /baidu_verify_<code>.html and compares its content with the code. The code's
  // characters are all a path may hold, but `/` would make a folder: such a code gets no file.
  if (code.includes('/')) return {};
  return {
    files: [{ path: `/baidu_verify_${code}.html`, body: Buffer.from(code), contentType: TEXT_HTML }],
  };
}

function indexNow(settings: unknown): Part {
  const parsed = IndexNowStored.safeParse(settings);
  if (!parsed.success) return {};
  const { key } = parsed.data;
  return { files: [{ path: `/${key}.txt`, body: Buffer.from(key), contentType: TEXT_PLAIN }] };
}

function analytics(settings: unknown): Part {
  const parsed = AnalyticsSettingsInput.safeParse(settings);
  if (!parsed.success) return {};
  const { provider, script_url: scriptUrl, site_id: siteId } = parsed.data;
  if (scriptUrl === '' || siteId === '') return {};
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    return {};
  }
  // The CSP names the script's origin only; an origin it could not name exactly gets no script.
  if (!isCspOrigin(url.origin)) return {};
  const script =
    provider === 'umami'
      ? `<script defer src="${attr(url.href)}" data-website-id="${attr(siteId)}"></script>`
      : `<script defer data-domain="${attr(siteId)}" src="${attr(url.href)}"></script>`;
  return { head: [script], origins: [url.origin] };
}

const ADDERS: Partial<Record<PluginKey, (settings: unknown) => Part>> = {
  verification,
  bdzz,
  indexnow: indexNow,
  analytics,
};

/** The order the plugins' tags take in the head, whatever order the rows come in. */
const ORDER: readonly PluginKey[] = ['verification', 'bdzz', 'indexnow', 'analytics'];

/** What these plugin rows add to the site (pure: the rows as read from `website_plugins`). */
export function siteAdditionsOf(rows: readonly PluginRow[]): SiteAdditions {
  const head: string[] = [];
  const files: SiteAdditions['files'] = [];
  const origins = new Set<string>();
  for (const key of ORDER) {
    const row = rows.find((r) => r.plugin === key);
    const add = ADDERS[key];
    if (!row?.enabled || !add) continue;
    const part = add(row.settings);
    head.push(...(part.head ?? []));
    files.push(...(part.files ?? []));
    for (const origin of part.origins ?? []) origins.add(origin);
  }
  if (head.length === 0 && files.length === 0 && origins.size === 0) return noAdditions();
  // Plausible and Umami both send their events to the origin the script came from.
  return { head: head.join(''), files, csp: { script: [...origins], connect: [...origins] } };
}

/** The publish service's `siteAdditions` dependency: a website's enabled plugins, read as it publishes. */
export function createSiteAdditions(db: Db) {
  return async (companyId: number, websiteId: number): Promise<SiteAdditions> => {
    const rows = await db
      .select({
        plugin: websitePlugins.plugin,
        enabled: websitePlugins.enabled,
        settings: websitePlugins.settings,
      })
      .from(websitePlugins)
      .where(
        and(
          eq(websitePlugins.companyId, companyId),
          eq(websitePlugins.websiteId, websiteId),
          eq(websitePlugins.enabled, true),
        ),
      );
    return siteAdditionsOf(rows);
  };
}
