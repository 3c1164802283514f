import type { PluginInfo, PluginKey, PushOutcome, PushPluginKey, SavePluginBody } from '@sitewright/contract';
import type { z } from 'zod';
import type { PluginEndpoints } from '../../../config.ts';

/** A plugin's settings View (what the server shows of it; never a secret). */
export type PluginViewOf<K extends PluginKey> = Extract<PluginInfo, { plugin: K }>['settings'];

/** What an operator saves for a plugin (after the contract's parsing and defaults). */
export type PluginInputOf<K extends PluginKey> = Extract<
  z.output<typeof SavePluginBody>,
  { plugin: K }
>['settings'];

/** A plugin's row as the definition sees it: shown settings, whether a secret is stored, its state. */
export interface StoredPlugin {
  settings: Record<string, unknown>;
  hasSecret: boolean;
  state: Record<string, unknown>;
}

/** What a save turns into: the settings to store and, when it brings one, a new secret. */
export interface SavedSettings {
  settings: Record<string, unknown>;
  /** The new secret in plain text (encrypted by the caller); undefined keeps the stored one. */
  secret?: string;
}

/** Where the plugin's view needs the website: its main address. */
export interface ViewContext {
  origin: string;
  now: Date;
}

/**
 * One plugin on the server: how its stored row becomes the contract's View, how a save becomes
 * stored settings and a secret, and whether it is ready to work. The next plugin is one more
 * definition (and its schemas in the contract), nothing else.
 */
export interface PluginDefinition<K extends PluginKey = PluginKey> {
  key: K;
  view(stored: StoredPlugin, context: ViewContext): PluginViewOf<K>;
  /**
   * The settings to store for a save. `stored` is the row before (empty for a first save). Absent
   * or empty secrets keep the stored one. May refuse with an AppError (a malformed key).
   */
  save(input: PluginInputOf<K>, stored: StoredPlugin, enabled: boolean): Promise<SavedSettings>;
  /** Whether everything the plugin needs to work is filled in. */
  configured(stored: StoredPlugin): boolean;
  /** The field a save with `enabled: true` still lacks (PLUGIN_SETTING_REQUIRED), or null. */
  missing(stored: StoredPlugin): string | null;
  /** How the plugin tells a search engine about changed addresses (push plugins only). */
  driver?: PushDriver;
}

/** A batch of addresses to send, with what the driver needs to send it. */
export interface PushRequest {
  websiteId: number;
  /** The website's main address the URLs belong to (`https://example.com`). */
  origin: string;
  action: 'updated' | 'deleted';
  urls: string[];
  settings: Record<string, unknown>;
  /** The plugin's secret in plain text (a token, a service account key), or null. */
  secret: string | null;
  endpoints: PluginEndpoints;
  /** Aborted by the job's lease or stop, and by the push's own timeout. */
  signal: AbortSignal;
  now: Date;
  /** The plugin's own counters, kept between pushes (website_plugins.state). */
  state: PushState;
}

/** Counters a driver keeps on its plugin's row; each change is one atomic update. */
export interface PushState {
  /** Counts one use of a daily quota (the driver's quota day, UTC unless it says): today's uses so far, or null when `limit` is reached. */
  take(limit: number): Promise<number | null>;
  /** Gives back a use that never reached the engine. */
  giveBack(): Promise<void>;
  /** Merges values into the state (e.g. the quota the engine says is left). */
  merge(values: Record<string, unknown>): Promise<void>;
}

/** How a push ended, or that it must be tried again. */
export type PushResult =
  | {
      kind: 'done';
      status: 'sent' | 'failed' | 'skipped';
      outcome: PushOutcome;
      httpStatus: number | null;
      answer: string;
      quotaLeft?: number | null;
      /** URLs this push did not send (a used-up quota): pushed again at `runAt`. */
      later?: { urls: string[]; runAt: Date };
      /** The URLs actually sent, when fewer than asked (the rest are in `later`). */
      sentUrls?: string[];
    }
  | {
      /** A network error, 5xx or 429: the job tries again with backoff. */
      kind: 'retry';
      outcome: PushOutcome;
      httpStatus: number | null;
      answer: string;
    };

export interface PushDriver {
  key: PushPluginKey;
  /** Most URLs in one push row. */
  batchMax: number;
  /** Whether the plugin has what pushing needs (it may be on for other reasons before). */
  ready(stored: StoredPlugin): boolean;
  send(request: PushRequest): Promise<PushResult>;
  /** The day its own quota counts in (YYYY-MM-DD), when the engine's day is not the UTC day. */
  quotaDay?(now: Date): string;
}

/** A secret as the operator may see it: its last four characters behind dots. */
export function secretHint(secret: string): string {
  return secret === '' ? '' : `••••${secret.slice(-4)}`;
}

export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const flag = (value: unknown): boolean => value === true;
export const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

/** An engine's answer as the push log keeps it: secrets replaced, at most 500 characters. */
export function scrubAnswer(answer: string, secrets: readonly (string | null | undefined)[]): string {
  let out = answer;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  // Bearer tokens and JWTs the engine might echo back.
  out = out.replace(/ya29\.[\w.-]+/g, '[redacted]').replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]');
  return out.length > 500 ? `${out.slice(0, 499)}…` : out;
}
