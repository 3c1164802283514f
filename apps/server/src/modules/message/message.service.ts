import {
  type Lang,
  type Message,
  type MessageKind,
  type MessageList,
  type MessageListQuery,
  type MessageParams,
  type MessageSetIsReadBody,
  type Role,
  renderMessage,
  rolesAllow,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notOwned } from '../../lib/tenancy.ts';
import {
  activeOperators,
  countOwned,
  deleteMessages,
  insertMessages,
  listMessages,
  type MessageRow,
  markRead,
  type ReaderScope,
} from './message.repository.ts';

/** Who a message is for: named operators, or every active operator allowed to act on it. */
export type Audience = { userIds: readonly number[] } | { role: Role };

/** A message another module writes (see notify). */
export interface Notice {
  companyId: number;
  to: Audience;
  kind: MessageKind;
  params: MessageParams;
  /** A back-office path where it can be acted on (MESSAGE_LINKS). */
  link?: string;
  /** The website the message is about; the back office selects it before following the link. */
  websiteId?: number | null;
  /** Names the event, so that the same event told again writes nothing new for an operator. */
  dedupeKey?: string;
}

async function recipients(db: Db, companyId: number, to: Audience): Promise<number[]> {
  if ('userIds' in to) return [...new Set(to.userIds)];
  const operators = await activeOperators(db, companyId);
  return operators
    .filter((op) => op.isAdmin > 0 || rolesAllow([...(op.appRole?.roles ?? []), ...op.hasRoles], [to.role]))
    .map((op) => op.id);
}

/**
 * Writes a message to each operator of the audience (the bell counts it at once). Other modules
 * call this when something happens an operator should know about; answers how many were written.
 */
export async function notify(db: Db, notice: Notice): Promise<number> {
  const userIds = await recipients(db, notice.companyId, notice.to);
  return insertMessages(
    db,
    userIds.map((userId) => ({
      companyId: notice.companyId,
      userId,
      kind: notice.kind,
      params: notice.params,
      title: '',
      link: notice.link ?? '',
      websiteId: notice.websiteId ?? null,
      dedupeKey: notice.dedupeKey ?? null,
    })),
  );
}

function toMessage(row: MessageRow, lang: Lang): Message {
  const text = renderMessage(row.kind, row.params as MessageParams, lang) ?? {
    title: row.title,
    body: row.body,
  };
  return {
    id: row.id,
    kind: row.kind,
    title: text.title,
    body: text.body,
    link: row.link,
    website_id: row.websiteId,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
  };
}

/** The reader's messages, in the reader's language. */
export async function messageList(
  db: Db,
  scope: ReaderScope,
  query: z.output<typeof MessageListQuery>,
  lang: Lang,
): Promise<MessageList> {
  const { rows, total } = await listMessages(db, scope, {
    isRead: query.is_read === undefined ? undefined : query.is_read === '1',
    offset: (query.page - 1) * query.page_size,
    limit: query.page_size,
  });
  return {
    list: rows.map((row) => toMessage(row, lang)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Refuses the whole call (1105) when any id is not one of the reader's messages. */
async function requireOwned(db: Db, scope: ReaderScope, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if ((await countOwned(db, scope, unique)) !== unique.length) notOwned();
  return unique;
}

export async function setMessagesRead(
  db: Db,
  scope: ReaderScope,
  body: z.output<typeof MessageSetIsReadBody>,
): Promise<number> {
  if ('all' in body) return markRead(db, scope, 'all');
  return markRead(db, scope, await requireOwned(db, scope, body.ids));
}

export async function deleteOwnMessages(db: Db, scope: ReaderScope, ids: readonly number[]): Promise<number> {
  return deleteMessages(db, scope, await requireOwned(db, scope, ids));
}
