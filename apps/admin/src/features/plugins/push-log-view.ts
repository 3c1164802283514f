import type { PluginPush, PluginSummary, PushStatus } from '@sitewright/contract';

/** How often a screen asks again while a push is still under way. */
export const PUSH_REFRESH_MS = 3000;

/** Statuses after which more is still to come: the push waits for its turn or for a retry. */
const UNDER_WAY: readonly PushStatus[] = ['queued', 'retrying'];

export function isUnderWay(status: PushStatus | null): boolean {
  return status !== null && UNDER_WAY.includes(status);
}

/** Refresh the push log every few seconds while one of its pushes is under way; otherwise not. */
export function pushLogRefreshMs(
  log: { list: readonly Pick<PluginPush, 'status'>[] } | undefined,
): number | false {
  return log?.list.some((push) => isUnderWay(push.status)) ? PUSH_REFRESH_MS : false;
}

/** The same for the plugin list, from each plugin's last push. */
export function pluginListRefreshMs(
  list: readonly Pick<PluginSummary, 'last_status'>[] | undefined,
): number | false {
  return list?.some((plugin) => isUnderWay(plugin.last_status)) ? PUSH_REFRESH_MS : false;
}

/** The colour of a push status's tag. */
export const PUSH_STATUS_COLOR: Record<PushStatus, string> = {
  queued: 'blue',
  retrying: 'orange',
  sent: 'green',
  failed: 'red',
  skipped: 'default',
};

/** The engine's own answer as shown beside the outcome: its HTTP status and what it said. */
export function engineAnswer(push: Pick<PluginPush, 'http_status' | 'answer'>): string {
  const status = push.http_status === null ? '' : `HTTP ${push.http_status}`;
  return [status, push.answer].filter((part) => part !== '').join(' ');
}
