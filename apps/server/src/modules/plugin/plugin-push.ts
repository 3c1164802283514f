import { PUSH_PLUGINS, type PushPluginKey } from '@sitewright/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PluginEndpoints } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobContext, Jobs } from '../jobs/index.ts';
import type { PublishedUrl, PublishEvent } from '../publish/index.ts';
import { driverOf, googleAccepts } from './definitions/index.ts';
import type { PushResult } from './definitions/types.ts';
import {
  findPushRow,
  giveBackDailyQuota,
  insertPushRow,
  mergePluginState,
  pluginRowOf,
  pruneOldPushes,
  type Tx,
  takeDailyQuota,
  updatePushRow,
} from './plugin.repository.ts';
import { websitePlugins } from './plugin.schema.ts';
import { type SecretBox, secretContext } from './plugin.service.ts';

/** The job that sends one push row. */
export const PUSH_JOB = 'plugin.push';

export interface PluginPushOptions {
  /** Most URLs per push row, by plugin (tests lower them); each driver's own limit otherwise. */
  batchMax?: Partial<Record<PushPluginKey, number>>;
  /** Tries of each push before it is shown as failed. */
  maxAttempts?: number;
  now?: () => Date;
}

export const PUSH_MAX_ATTEMPTS = 6;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Turns a publish's changed addresses into push rows, one per batch, each with its job, in one
 * transaction: a push is never logged without being sent, nor sent without being logged. Only
 * enabled plugins that are set up push. Google's policy gate applies here: unless the operator
 * chose to push every page, pages without job-posting or livestream data are logged as skipped.
 */
export function createPushListener(deps: {
  db: Db;
  jobs: Pick<Jobs, 'enqueue'>;
  options?: PluginPushOptions;
}): (event: PublishEvent) => Promise<void> {
  const { db, options = {} } = deps;
  const now = options.now ?? (() => new Date());
  return async (event) => {
    const rows = await db
      .select()
      .from(websitePlugins)
      .where(
        and(
          eq(websitePlugins.websiteId, event.websiteId),
          eq(websitePlugins.companyId, event.companyId),
          eq(websitePlugins.enabled, true),
          inArray(websitePlugins.plugin, [...PUSH_PLUGINS]),
        ),
      );
    const ready = rows.filter(
      (row) =>
        driverOf(row.plugin as PushPluginKey).ready({
          settings: row.settings,
          hasSecret: row.secret !== null,
          state: row.state,
        }) &&
        // IndexNow engines check the key file, which goes offline with the site: they would refuse
        // every removal as "key not valid". The site's addresses answer 404 now, which they learn
        // on their own.
        !(row.plugin === 'indexnow' && event.trigger === 'unpublish'),
    );
    // The log keeps PLUGIN_PUSH_LOG_DAYS, plugins on or off.
    await pruneOldPushes(db, event.websiteId, now());
    if (ready.length === 0) return;
    await db.transaction(async (tx) => {
      for (const row of ready) {
        const plugin = row.plugin as PushPluginKey;
        const size = Math.max(1, options.batchMax?.[plugin] ?? driverOf(plugin).batchMax);
        for (const action of ['updated', 'deleted'] as const) {
          let urls: PublishedUrl[] = event[action];
          if (plugin === 'google-indexing' && row.settings.push_all_pages !== true) {
            const refused = urls.filter((u) => !googleAccepts(u.types));
            urls = urls.filter((u) => googleAccepts(u.types));
            if (refused.length > 0) {
              await insertPushRow(tx, {
                companyId: event.companyId,
                websiteId: event.websiteId,
                plugin,
                trigger: event.trigger,
                action,
                urls: refused.map((u) => u.url),
                status: 'skipped',
                outcome: 'policy_skipped',
                finishedAt: now(),
              });
            }
          }
          for (const batch of batches(urls, size)) {
            await queuePush(tx, deps.jobs, options, {
              companyId: event.companyId,
              websiteId: event.websiteId,
              plugin,
              trigger: event.trigger,
              action,
              urls: batch.map((u) => u.url),
            });
          }
        }
      }
    });
  };
}

async function queuePush(
  tx: Tx,
  jobs: Pick<Jobs, 'enqueue'>,
  options: PluginPushOptions,
  values: {
    companyId: number;
    websiteId: number;
    plugin: string;
    trigger: string;
    action: string;
    urls: string[];
  },
  runAt?: Date,
): Promise<void> {
  const row = await insertPushRow(tx, { ...values, status: 'queued' });
  await jobs.enqueue(
    tx,
    PUSH_JOB,
    { pushId: row.id },
    { maxAttempts: options.maxAttempts ?? PUSH_MAX_ATTEMPTS, ...(runAt ? { runAt } : {}) },
  );
}

const FINISHED = new Set(['sent', 'failed', 'skipped']);

/**
 * Sends one push row: re-reads its plugin (turned off since: skipped), calls the plugin's driver
 * and records the answer. A network error, 5xx or 429 is recorded as retrying and thrown, so the
 * job tries again with backoff; on the last try it is recorded as failed. Other refusals fail at
 * once. Addresses a used-up quota left over go in a new push for the next day.
 */
export function createPushHandler(deps: {
  db: Db;
  jobs: Pick<Jobs, 'enqueue'>;
  secrets: SecretBox;
  endpoints: PluginEndpoints;
  log: FastifyBaseLogger;
  options?: PluginPushOptions;
}) {
  const { db, options = {} } = deps;
  const now = options.now ?? (() => new Date());
  return async (payload: unknown, context: JobContext): Promise<void> => {
    const pushId = (payload as { pushId?: unknown } | null)?.pushId;
    if (typeof pushId !== 'number') return;
    const push = await findPushRow(db, pushId);
    if (!push || FINISHED.has(push.status)) return;
    const plugin = push.plugin as PushPluginKey;
    const row = await pluginRowOf(db, push.websiteId, plugin);
    const finish = (values: Parameters<typeof updatePushRow>[2]) =>
      updatePushRow(db, push.id, { attempts: context.attempt, finishedAt: now(), ...values });
    if (!row?.enabled || row.companyId !== push.companyId) {
      await finish({ status: 'skipped', answer: 'The plugin was turned off before this push was sent.' });
      return;
    }
    let secret: string | null = null;
    if (row.secret !== null) {
      try {
        secret = await deps.secrets.decrypt(row.secret, secretContext(row.websiteId, plugin));
      } catch {
        await finish({
          status: 'failed',
          answer: 'The stored secret could not be read. Save the settings again.',
        });
        return;
      }
    }
    const origin = new URL(push.urls[0] ?? 'http://invalid').origin;
    const at = now();
    const day = driverOf(plugin).quotaDay?.(at) ?? at.toISOString().slice(0, 10);
    let result: PushResult;
    try {
      result = await driverOf(plugin).send({
        websiteId: push.websiteId,
        origin,
        action: push.action === 'deleted' ? 'deleted' : 'updated',
        urls: push.urls,
        settings: row.settings,
        secret,
        endpoints: deps.endpoints,
        signal: context.signal,
        now: at,
        state: {
          take: (limit) => takeDailyQuota(db, row.id, day, limit),
          giveBack: () => giveBackDailyQuota(db, row.id, day),
          merge: (values) => mergePluginState(db, row.id, values),
        },
      });
    } catch (error) {
      // A driver's own failure (not the engine's): logged without its details, tried again.
      deps.log.warn({ pushId: push.id, plugin, kind: (error as Error)?.name }, 'a plugin push failed');
      result = { kind: 'retry', outcome: 'server_error', httpStatus: null, answer: '' };
    }
    if (result.kind === 'retry') {
      // Stopped with the process: this try is given back and the job runs again elsewhere, so the
      // push stays open whatever try it was.
      if (context.signal.aborted) throw new Error(`push ${push.id} to ${plugin}: stopped, tried again`);
      const last = context.attempt >= context.maxAttempts;
      await updatePushRow(db, push.id, {
        status: last ? 'failed' : 'retrying',
        outcome: result.outcome,
        httpStatus: result.httpStatus,
        answer: result.answer,
        attempts: context.attempt,
        ...(last ? { finishedAt: now() } : {}),
      });
      if (!last) throw new Error(`push ${push.id} to ${plugin}: ${result.outcome}, tried again later`);
      return;
    }
    const done = result;
    await db.transaction(async (tx) => {
      await updatePushRow(tx, push.id, {
        status: done.status,
        outcome: done.outcome,
        httpStatus: done.httpStatus,
        answer: done.answer,
        quotaLeft: done.quotaLeft ?? null,
        attempts: context.attempt,
        finishedAt: now(),
        ...(done.sentUrls && done.sentUrls.length > 0 ? { urls: done.sentUrls } : {}),
      });
      if (done.later && done.later.urls.length > 0) {
        await queuePush(
          tx,
          deps.jobs,
          options,
          {
            companyId: push.companyId,
            websiteId: push.websiteId,
            plugin,
            trigger: push.trigger,
            action: push.action,
            urls: done.later.urls,
          },
          done.later.runAt,
        );
      }
    });
  };
}
