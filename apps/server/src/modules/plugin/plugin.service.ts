import { type CatalogueData, requireLicence } from '../commerce/index.ts';
import {
  PLUGIN_KEYS,
  pluginFieldLabels,
  PLUGIN_PUSH_LOG_URLS,
  type PluginInfo,
  type PluginKey,
  type PluginList,
  type PluginPush,
  type PushLog,
  type PushLogQuery,
  type SavePluginBody,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireWebsite, type WebsiteScope } from '../../lib/tenancy.ts';
import { currentSiteOrigin } from '../publish/index.ts';
import { definitionOf } from './definitions/index.ts';
import type { PluginDefinition, StoredPlugin } from './definitions/types.ts';
import {
  findPluginRow,
  lastPushes,
  listPluginRows,
  listPushRows,
  type PluginRow,
  type PushRow,
  savePluginRow,
} from './plugin.repository.ts';

/** Encrypts and decrypts plugins' secrets (the key vault). */
export interface SecretBox {
  encrypt(plain: string, context: string): Promise<string>;
  decrypt(stored: string, context: string): Promise<string>;
}

/**
 * What a secret is bound to: the website and the plugin. A secret copied onto another row does
 * not decrypt there.
 */
export const secretContext = (websiteId: number, plugin: string) => `website-plugin:${websiteId}:${plugin}`;

const storedOf = (row: PluginRow | undefined): StoredPlugin => ({
  settings: row?.settings ?? {},
  hasSecret: row?.secret !== null && row?.secret !== undefined,
  state: row?.state ?? {},
});

const PUSH_ACTIONS = ['updated', 'deleted'] as const;
const PUSH_TRIGGERS = ['publish', 'unpublish', 'items'] as const;

export function pushOf(row: PushRow): PluginPush {
  const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
    (values as readonly string[]).includes(value) ? (value as T) : fallback;
  return {
    id: row.id,
    plugin: pick(['bdzz', 'google-indexing', 'indexnow'] as const, row.plugin, 'indexnow'),
    trigger: pick(PUSH_TRIGGERS, row.trigger, 'publish'),
    action: pick(PUSH_ACTIONS, row.action, 'updated'),
    url_count: row.urls.length,
    urls: row.urls.slice(0, PLUGIN_PUSH_LOG_URLS),
    status: pick(['queued', 'sent', 'failed', 'retrying', 'skipped'] as const, row.status, 'queued'),
    outcome: (row.outcome as PluginPush['outcome']) ?? null,
    http_status: row.httpStatus,
    answer: row.answer,
    quota_left: row.quotaLeft,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** Plugins of a website: the list, one plugin's settings, saving them, and the push log. */
export function createPluginService(deps: {
  db: Db;
  config: Pick<Config, 'publicBaseUrl' | 'siteDomainSuffix'>;
  secrets: SecretBox;
  catalogue?: CatalogueData;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function infoOf(
    website: { id: number; slug: string; httpsRequired: boolean },
    key: PluginKey,
    row: PluginRow | undefined,
  ): Promise<PluginInfo> {
    const definition = definitionOf(key) as PluginDefinition;
    const origin = await currentSiteOrigin(db, website, deps.config);
    return {
      plugin: key,
      website_id: website.id,
      enabled: row?.enabled ?? false,
      updated_at: row ? row.updatedAt.toISOString() : null,
      settings: definition.view(storedOf(row), { origin, now: now() }),
    } as PluginInfo;
  }

  return {
    async list(companyId: number, websiteId: number): Promise<PluginList> {
      const website = await requireWebsite(db, { companyId }, websiteId);
      const scope: WebsiteScope = { companyId, websiteId: website.id };
      const rows = new Map((await listPluginRows(db, scope)).map((row) => [row.plugin, row]));
      const pushes = new Map((await lastPushes(db, scope)).map((row) => [row.plugin, row]));
      return {
        list: PLUGIN_KEYS.map((key) => {
          const row = rows.get(key);
          const push = pushes.get(key);
          const saved = row?.updatedAt;
          const pushed = push?.finishedAt ?? push?.createdAt;
          const last = saved && pushed ? (saved > pushed ? saved : pushed) : (saved ?? pushed);
          return {
            plugin: key,
            enabled: row?.enabled ?? false,
            last_activity_at: last ? last.toISOString() : null,
            last_status: push ? pushOf(push).status : null,
            configured: (definitionOf(key) as PluginDefinition).configured(storedOf(row)),
          };
        }),
      };
    },

    async info(companyId: number, websiteId: number, key: PluginKey): Promise<PluginInfo> {
      const website = await requireWebsite(db, { companyId }, websiteId);
      const row = await findPluginRow(db, { companyId, websiteId: website.id }, key);
      return infoOf(website, key, row);
    },

    /**
     * Saves a plugin's settings: secrets encrypted (an absent or empty one keeps what is stored),
     * refused when turning on a plugin that still lacks what it needs.
     */
    async save(companyId: number, body: z.output<typeof SavePluginBody>): Promise<PluginInfo> {
      const definition = definitionOf(body.plugin) as PluginDefinition;
      const { website, row } = await db.transaction(async (tx) => {
        const website = await requireWebsite(tx, { companyId }, body.website_id, { lock: true });
        const scope: WebsiteScope = { companyId, websiteId: website.id };
        if (body.enabled) await requireLicence(tx, companyId, 'plugin', body.plugin, deps.catalogue);
        const before = await findPluginRow(tx, scope, body.plugin, { lock: true });
        const stored = storedOf(before);
        const saved = await definition.save(body.settings as never, stored, body.enabled);
        const secret =
          saved.secret === undefined
            ? (before?.secret ?? null)
            : await deps.secrets.encrypt(saved.secret, secretContext(website.id, body.plugin));
        if (body.enabled) {
          const field = definition.missing({
            ...stored,
            settings: saved.settings,
            hasSecret: secret !== null,
          });
          if (field) {
            throw new AppError('PLUGIN_SETTING_REQUIRED', {
              data: { field, label: pluginFieldLabels[field] ?? { en: field, zh: field } },
            });
          }
        }
        const row = await savePluginRow(tx, scope, {
          plugin: body.plugin,
          enabled: body.enabled,
          settings: saved.settings,
          secret,
        });
        return { website, row };
      });
      return infoOf(website, body.plugin, row);
    },

    async pushLog(companyId: number, query: z.output<typeof PushLogQuery>): Promise<PushLog> {
      const website = await requireWebsite(db, { companyId }, query.website_id);
      const { rows, total } = await listPushRows(
        db,
        { companyId, websiteId: website.id },
        { plugin: query.plugin, page: query.page, pageSize: query.page_size },
      );
      return { list: rows.map(pushOf), total, page: query.page, page_size: query.page_size };
    },
  };
}

export type PluginService = ReturnType<typeof createPluginService>;
