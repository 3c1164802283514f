import {
  type Correspondence,
  type Reply,
  type ReplyBody,
  REPLY_TEMPLATES_MAX,
  type ReplyTemplate,
  type ReplyTemplateSaveBody,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CompanyScope, notOwned } from '../../lib/tenancy.ts';
import { escapeHtml, type MailService } from '../mail/index.ts';
import { updateRecords } from './form-record.repository.ts';
import {
  countTemplates,
  deleteTemplates,
  findReply,
  insertReply,
  insertTemplate,
  listTemplates,
  operatorEmail,
  type ReplyListRow,
  repliesTo,
  saveSignature,
  setReplyDelivery,
  signatureOf,
  type TemplateRow,
  updateTemplate,
} from './form-reply.repository.ts';
import { recordsOfVisitor } from './form-record.repository.ts';
import { type RecordService, recordSummary } from './form-record.service.ts';

/** Mail outcomes of replies come back under this kind (see MailService.onOutcome). */
export const REPLY_MAIL = 'form.reply';
/** A reply's mail is tried this many times (10 s, 20 s, 40 s apart) before it is shown as failed. */
export const REPLY_MAIL_ATTEMPTS = 4;

/** An address a mail can go to: one @, a dot in the domain, nothing that breaks a header. */
const MAILABLE = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

export function replyOf(row: ReplyListRow): Reply {
  const { reply } = row;
  return {
    id: reply.id,
    record_id: reply.recordId,
    to: reply.toEmail,
    subject: reply.subject,
    body: reply.body,
    status: reply.status === 'sent' || reply.status === 'failed' ? reply.status : 'queued',
    error: reply.error,
    author: { id: reply.authorId, name: row.authorName },
    created_at: reply.createdAt.toISOString(),
    sent_at: reply.sentAt ? reply.sentAt.toISOString() : null,
  };
}

const templateOf = (row: TemplateRow): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
});

/** The reply as a mail: its text, then the signature below the customary "-- " line; HTML escaped. */
export function replyMail(input: { subject: string; body: string; signature: string }) {
  const text = input.signature ? `${input.body}\n\n-- \n${input.signature}` : input.body;
  const paragraphs = (value: string) =>
    value
      .split(/\r?\n\s*\r?\n/)
      .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
      .join('');
  const signature = input.signature
    ? `<div style="margin-top:24px;color:#555;border-top:1px solid #ddd;padding-top:12px">${paragraphs(input.signature)}</div>`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head><body style="font-family:sans-serif;line-height:1.6;color:#222">${paragraphs(input.body)}${signature}</body></html>`;
  return { subject: input.subject, text, html };
}

/** The correspondence with visitors: their inquiries and the operators' replies by e-mail. */
export function createReplyService(deps: { db: Db; mail: MailService; records: RecordService }) {
  const { db, mail, records } = deps;

  return {
    /**
     * Everything exchanged with the record's visitor, oldest first: each record of the company
     * with the same e-mail address, and every reply to them.
     */
    async correspondence(scope: CompanyScope, recordId: number): Promise<Correspondence> {
      const start = await records.requireRecord(scope, recordId);
      const email = start.record.visitorEmail.trim();
      const inquiries = email ? await recordsOfVisitor(db, scope, email) : [start];
      const replies = await repliesTo(
        db,
        scope,
        inquiries.map((r) => r.record.id),
      );
      const entries: Correspondence['entries'] = [
        ...inquiries.map((row) => ({
          type: 'inquiry' as const,
          at: row.record.createdAt.toISOString(),
          record: recordSummary(row),
        })),
        ...replies.map((row) => ({
          type: 'reply' as const,
          at: row.reply.createdAt.toISOString(),
          reply: replyOf(row),
        })),
      ];
      entries.sort((a, b) => a.at.localeCompare(b.at));
      return { visitor_email: email, entries };
    },

    /**
     * Stores the reply as queued and enqueues its mail in the same transaction: a reply is never
     * stored without its mail, nor mailed without being stored. The mail job records the outcome.
     */
    async reply(scope: CompanyScope, userId: number, body: z.output<typeof ReplyBody>): Promise<Reply> {
      const id = await db.transaction(async (tx) => {
        const { record } = await records.requireRecord(scope, body.record_id, tx);
        const to = record.visitorEmail.trim();
        if (!MAILABLE.test(to) || to.length > 254) throw new AppError('RECORD_NO_EMAIL');
        const replyTo = await operatorEmail(tx, scope, userId);
        const signature = await signatureOf(tx, scope);
        const row = await insertReply(tx, {
          companyId: scope.companyId,
          websiteId: record.websiteId,
          recordId: record.id,
          authorId: userId,
          toEmail: to,
          subject: body.subject,
          body: body.body,
        });
        await updateRecords(tx, scope, [record.id], { isRead: true });
        await mail.send(
          tx,
          {
            to,
            ...replyMail({ subject: body.subject, body: body.body, signature }),
            ...(MAILABLE.test(replyTo) ? { replyTo } : {}),
          },
          { outcome: { kind: REPLY_MAIL, ref: row.id }, maxAttempts: REPLY_MAIL_ATTEMPTS },
        );
        return row.id;
      });
      return replyOf((await findReply(db, scope, id)) ?? notOwned());
    },

    templates: async (scope: CompanyScope) => (await listTemplates(db, scope)).map(templateOf),

    async saveTemplate(
      scope: CompanyScope,
      body: z.output<typeof ReplyTemplateSaveBody>,
    ): Promise<ReplyTemplate> {
      const values = { name: body.name, subject: body.subject, body: body.body };
      return db.transaction(async (tx) => {
        if (body.id !== undefined)
          return templateOf((await updateTemplate(tx, scope, body.id, values)) ?? notOwned());
        if ((await countTemplates(tx, scope)) >= REPLY_TEMPLATES_MAX)
          throw new AppError('REPLY_TEMPLATES_TOO_MANY');
        return templateOf(await insertTemplate(tx, scope, values));
      });
    },

    /** Deletes the caller's templates; an id that is not one of them refuses the whole request. */
    async deleteTemplates(scope: CompanyScope, ids: readonly number[]): Promise<{ count: number }> {
      const unique = [...new Set(ids)];
      return db.transaction(async (tx) => {
        const count = await deleteTemplates(tx, scope, unique);
        if (count !== unique.length) notOwned();
        return { count };
      });
    },

    signature: async (scope: CompanyScope) => ({ signature: await signatureOf(db, scope) }),
    saveSignature: async (scope: CompanyScope, signature: string) => ({
      signature: await saveSignature(db, scope, signature),
    }),
  };
}

/** Where a reply's delivery state comes from: the outcome of its mail job. */
export async function recordReplyOutcome(
  db: Db,
  outcome: { ref: number; status: 'sent' } | { ref: number; status: 'failed'; error: string; final: boolean },
): Promise<void> {
  if (outcome.status === 'sent') return setReplyDelivery(db, outcome.ref, { status: 'sent' });
  // While tries remain the reply stays queued, showing why the last one failed.
  return setReplyDelivery(db, outcome.ref, {
    status: outcome.final ? 'failed' : 'queued',
    error: outcome.error,
  });
}

export type ReplyService = ReturnType<typeof createReplyService>;
