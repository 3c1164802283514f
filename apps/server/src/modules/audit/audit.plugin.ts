import { AUDIT_RETENTION_DAYS, errors } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { COOKIES } from '@sitewright/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from '../../plugins/session.ts';
import { changesOf, targetIdsOf } from './audit-entry.ts';
import { companyNamed, insertAuditRows, pruneAuditRows, userNames } from './audit.repository.ts';
import type { NewAuditRow } from './audit.schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRecorder;
  }
}

/** What other code may do with the audit log's writer. */
export interface AuditRecorder {
  /** Writes the entries gathered so far (tests, and anything that reads the table at once). */
  flush(): Promise<void>;
}

export interface AuditPluginOptions {
  /**
   * How long after a call its entry is written (default 50 ms): the calls answered meanwhile are
   * written with it, in one statement.
   */
  flushMs?: number;
  /** Entries older than this many days are deleted daily (default AUDIT_RETENTION_DAYS). */
  retentionDays?: number;
}

/** An entry as a request leaves it; who made it is settled when the batch is written. */
interface Pending {
  at: Date;
  /** The caller's session, when the call needed one. */
  actor?: { userId: number; companyId: number };
  /** The token a sign-in just issued (its session names the user). */
  issuedToken?: string;
  /** A refused sign-in: the company and user name typed. */
  signInAs?: { company: string | number; userName: string };
  /** The answer's text, read for the ids of what a call created and to confirm a refusal. */
  payload?: string;
  outcome: 'ok' | 'failed';
  ip: string;
  method: string;
  path: string;
  call: string;
  websiteId: number | null;
  targetIds: Record<string, number | number[]>;
  changes: NewAuditRow['changes'];
}

/** What the records a call changes held before it, as their modules told (see `auditBefore`). */
const priorState = new WeakMap<FastifyRequest, Record<string, unknown>>();

/**
 * Tells the audit log what a record held before the call changes it, under the names the call's
 * body uses (a website's settings as the website-info call answers them): the entry then lists
 * only the fields that really changed, each with its old and new value. Optional: without it,
 * every field the body sends is listed with its new value.
 */
export function auditBefore(request: FastifyRequest, before: Record<string, unknown>): void {
  priorState.set(request, before);
}

/** Answers longer than this are not read for created ids (lists, documents). */
const PAYLOAD_READ_MAX = 16_384;
const PENDING_MAX = 5_000;
const DAY_MS = 24 * 60 * 60_000;

/** `METHOD /path` → the contract's name of the call (`website.edit`, `pageTranslate`). */
function callNames(): Map<string, string> {
  const names = new Map<string, string>();
  const singles: [string, string][] = [];
  for (const [name, value] of Object.entries(calls as Record<string, unknown>)) {
    const entry = value as Record<string, unknown>;
    if (typeof entry.method === 'string' && typeof entry.path === 'string') {
      singles.push([`${entry.method} ${entry.path}`, name]);
      continue;
    }
    for (const [member, call] of Object.entries(entry)) {
      const { method, path } = call as { method: string; path: string };
      const key = `${method} ${path}`;
      if (!names.has(key)) names.set(key, `${name}.${member}`);
    }
  }
  for (const [key, name] of singles) if (!names.has(key)) names.set(key, name);
  return names;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function recorded(request: FastifyRequest): boolean {
  const route = request.routeOptions;
  return (
    !READS.has(request.method) && route.url?.startsWith('/api/') === true && route.config.audit !== false
  );
}

function tokenSetBy(reply: FastifyReply): string | undefined {
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : [];
  for (const cookie of cookies) {
    const match = new RegExp(`^${COOKIES.token}=([^;]+)`).exec(cookie);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

function readPayload(text: string | undefined): { code?: number; data?: unknown } {
  if (text === undefined) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as { code?: number; data?: unknown }) : {};
  } catch {
    return {};
  }
}

/**
 * Records every call that changed something, for every module without it knowing: one hook sees
 * each non-GET /api call (unless its contract definition says `audit: false`) that succeeded, plus
 * refused sign-ins. The request only leaves a note in memory; entries are written in batches
 * after the answers went out, so the log never slows a call, and a failure to write is logged,
 * never answered. Refused calls are not recorded (a failed sign-in aside), so a refusal changes no
 * table. Entries older than the retention are deleted once a day.
 */
export const auditPlugin = fp<AuditPluginOptions>(
  async (app, options) => {
    const names = callNames();
    let pending: Pending[] = [];
    let writing: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const stashed = new WeakMap<FastifyRequest, string>();
    /** Who is behind the token of a public call (sign-out), read before the call ends the session. */
    const bearers = new WeakMap<FastifyRequest, Session>();

    app.addHook('preHandler', async (request) => {
      if (request.session || !request.routeOptions.config.public || !recorded(request)) return;
      const session = await app.sessions.find(request).catch(() => null);
      if (session) bearers.set(request, session);
    });

    app.addHook('onSend', async (request, _reply, payload) => {
      if (recorded(request) && typeof payload === 'string' && payload.length <= PAYLOAD_READ_MAX) {
        stashed.set(request, payload);
      }
      return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!recorded(request)) return;
      try {
        note(request, reply);
      } catch (error) {
        request.log.warn({ err: error }, 'could not note the call in the audit log');
      }
    });

    function note(request: FastifyRequest, reply: FastifyReply): void {
      const ok = reply.statusCode < 300;
      const body = request.body as Record<string, unknown> | undefined;
      const signInAs =
        !ok &&
        request.routeOptions.config.public &&
        typeof body?.username === 'string' &&
        (typeof body.companyId === 'string' || typeof body.companyId === 'number')
          ? { company: body.companyId, userName: body.username.slice(0, 64) }
          : undefined;
      if (!ok && !signInAs) return;
      if (pending.length >= PENDING_MAX) {
        request.log.warn('the audit log is not keeping up: an entry was dropped');
        return;
      }
      const method = request.method;
      const path = request.routeOptions.url ?? '';
      const { websiteId, ids } = targetIdsOf(request.query, body);
      const session = request.session ?? bearers.get(request);
      const issuedToken = ok ? tokenSetBy(reply) : undefined;
      pending.push({
        at: new Date(),
        // A refused sign-in is the account it tried, never the session the browser still held.
        ...(ok && session ? { actor: { userId: session.userId, companyId: session.companyId } } : {}),
        ...(issuedToken ? { issuedToken } : {}),
        ...(signInAs ? { signInAs } : {}),
        payload: stashed.get(request),
        outcome: ok ? 'ok' : 'failed',
        ip: request.ip,
        method,
        path,
        call: names.get(`${method} ${path}`) ?? `${method} ${path}`,
        websiteId,
        targetIds: ids,
        changes: signInAs ? [] : changesOf(body, priorState.get(request)),
      });
      if (!timer && !closed) {
        timer = setTimeout(() => {
          timer = undefined;
          void flush();
        }, options.flushMs ?? 50);
        // Writing the log never keeps the process alive on its own.
        timer.unref();
      }
    }

    async function rowsOf(batch: Pending[]): Promise<NewAuditRow[]> {
      const actors = new Map<Pending, { userId: number | null; companyId: number }>();
      for (const entry of batch) {
        // A sign-in is the user it signed in, not the one whose session it replaced.
        const issued = entry.issuedToken ? await app.sessions.ofToken(entry.issuedToken) : null;
        if (issued) actors.set(entry, { userId: issued.userId, companyId: issued.companyId });
        else if (entry.actor) actors.set(entry, entry.actor);
        else if (entry.signInAs && readPayload(entry.payload).code === errors.LOGIN_FAILED.code) {
          const companyId = await companyNamed(app.db, entry.signInAs.company);
          if (companyId !== null) actors.set(entry, { userId: null, companyId });
        }
      }
      const ids = [...new Set([...actors.values()].map((a) => a.userId).filter((id) => id !== null))];
      const people = await userNames(app.db, ids);
      const rows: NewAuditRow[] = [];
      for (const entry of batch) {
        const actor = actors.get(entry);
        // A call nobody can be named for (a password reset link) belongs to no company's log.
        if (!actor) continue;
        const person = actor.userId === null ? undefined : people.get(actor.userId);
        const created = entry.outcome === 'ok' ? readPayload(entry.payload).data : undefined;
        const fromAnswer = targetIdsOf(created);
        rows.push({
          companyId: actor.companyId,
          userId: actor.userId,
          userName: person?.name ?? entry.signInAs?.userName ?? '',
          ip: entry.ip,
          method: entry.method,
          path: entry.path,
          call: entry.call,
          websiteId: entry.websiteId ?? fromAnswer.websiteId,
          targetIds: { ...fromAnswer.ids, ...entry.targetIds },
          changes: entry.changes,
          outcome: entry.outcome,
          createdAt: entry.at,
        });
      }
      return rows;
    }

    const flush = (): Promise<void> => {
      writing = writing.then(async () => {
        if (pending.length === 0) return;
        const batch = pending;
        pending = [];
        try {
          await insertAuditRows(app.db, await rowsOf(batch));
        } catch (error) {
          app.log.error({ err: error, entries: batch.length }, 'could not write to the audit log');
        }
      });
      return writing;
    };

    app.decorate('audit', { flush } satisfies AuditRecorder);

    const retentionDays = options.retentionDays ?? AUDIT_RETENTION_DAYS;
    const prune = () =>
      pruneAuditRows(app.db, new Date(Date.now() - retentionDays * DAY_MS)).catch((error) =>
        app.log.warn({ err: error }, 'could not delete old audit log entries'),
      );
    let pruneTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await prune();
      pruneTimer = setInterval(() => void prune(), DAY_MS);
      pruneTimer.unref();
    });
    // Registered after the database, so it runs before the database is closed.
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(pruneTimer);
      await flush();
    });
  },
  { name: 'audit', dependencies: ['db', 'session'] },
);
