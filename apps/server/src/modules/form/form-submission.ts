import {
  type FormField,
  formInquiryLink,
  type RecordFile,
  type RecordValue,
  ROLES,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formRecords, websites } from '../../db/schema.ts';
import { escapeHtml, type MailContent, type MailService } from '../mail/index.ts';
import { notify } from '../message/index.ts';
import type { FormRow } from './form.repository.ts';

/**
 * A visitor's submission arriving from the site server: stored as a record (spam too, flagged),
 * and, unless it is spam, an e-mail to each of the form's recipients and a message to the
 * company's operators who handle inquiries. Both go through the outbox tables in the record's own
 * transaction, so nothing waits for a mail server and nothing is told about a record that was not
 * stored.
 */

export interface Submission {
  form: FormRow;
  /** The values after validation, by field key (files as stored). */
  data: Record<string, RecordValue>;
  /** Why it was taken for spam; '' when it was not. */
  spamReason: string;
  pageUrl: string;
  productId: number | null;
  lang: string;
  country: string;
  ip: string;
  userAgent: string;
}

/** A field's label as records keep it: in the visitor's language, else the first one there is, else its key. */
function labelOf(field: FormField, lang: string): string {
  const label = field.label as Record<string, string | undefined>;
  return label[lang] || Object.values(label).find((v) => !!v) || field.key;
}

/** A value as one line of text, for mails and the visitor's name and e-mail. */
export function valueText(value: RecordValue | undefined, lang: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean')
    return value ? (lang.startsWith('zh') ? '是' : 'Yes') : lang.startsWith('zh') ? '否' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return `${(value as RecordFile).name} (${Math.max(1, Math.round((value as RecordFile).size / 1024))} KB)`;
}

/** The mail to a form's recipients: every field with its value, all of it escaped. */
export function inquiryMail(input: {
  lang: 'en' | 'zh';
  formName: string;
  siteName: string;
  rows: { label: string; value: string }[];
  pageUrl: string;
}): MailContent {
  const zh = input.lang === 'zh';
  const subject = zh
    ? `新询盘：${input.formName}（${input.siteName}）`
    : `New inquiry: ${input.formName} (${input.siteName})`;
  const intro = zh
    ? `网站“${input.siteName}”的表单“${input.formName}”收到一条新询盘：`
    : `Form "${input.formName}" on website "${input.siteName}" received a new inquiry:`;
  const page = zh ? '来源页面' : 'Sent from';
  const files = zh
    ? '附件请在后台的询盘中心下载。'
    : 'Attached files can be downloaded in the inquiry centre.';
  const rows = input.rows.filter((r) => r.value !== '');
  const text = [
    intro,
    '',
    ...rows.map((r) => `${r.label}: ${r.value}`),
    '',
    ...(input.pageUrl ? [`${page}: ${input.pageUrl}`] : []),
    files,
  ].join('\n');
  const html = `<!doctype html><html lang="${zh ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.6;color:#222"><p>${escapeHtml(intro)}</p><table style="border-collapse:collapse">${rows
    .map(
      (r) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(r.label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(r.value)}</td></tr>`,
    )
    .join(
      '',
    )}</table>${input.pageUrl ? `<p>${escapeHtml(page)}: ${escapeHtml(input.pageUrl)}</p>` : ''}<p style="color:#666;font-size:12px">${escapeHtml(files)}</p></body></html>`;
  return { subject, text, html };
}

/**
 * Stores a submission and, unless it is spam, enqueues its notifications, all in one
 * transaction. Answers the record's id.
 */
export async function receiveSubmission(
  deps: { db: Db; mail: MailService },
  submission: Submission,
): Promise<{ id: number }> {
  const { form, data, lang } = submission;
  const fields = form.fields as unknown as FormField[];
  const firstOf = (kind: FormField['kind']) => {
    const field = fields.find((f) => f.kind === kind);
    return field ? valueText(data[field.key], lang).slice(0, 254) : '';
  };
  const spam = submission.spamReason !== '';
  return deps.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(formRecords)
      .values({
        companyId: form.companyId,
        websiteId: form.websiteId,
        formId: form.id,
        data,
        fields: fields.map((f) => ({ key: f.key, kind: f.kind, label: labelOf(f, lang) })),
        isSpam: spam,
        spamReason: submission.spamReason,
        visitorEmail: firstOf('email').toLowerCase(),
        visitorName: firstOf('text').slice(0, 200),
        pageUrl: submission.pageUrl.slice(0, 2000),
        productId: submission.productId,
        lang: submission.lang.slice(0, 20),
        country: submission.country,
        ip: submission.ip.slice(0, 64),
        userAgent: submission.userAgent.slice(0, 500),
      })
      .returning({ id: formRecords.id });
    if (!record) throw new Error('the record was not stored');
    if (spam) return { id: record.id };
    const [site] = await tx
      .select({ name: websites.name })
      .from(websites)
      .where(eq(websites.id, form.websiteId))
      .limit(1);
    const siteName = site?.name ?? '';
    const mailLang = lang.startsWith('zh') ? 'zh' : 'en';
    const mail = inquiryMail({
      lang: mailLang,
      formName: form.name,
      siteName,
      rows: fields
        .filter((f) => f.kind !== 'consent' || data[f.key] === true)
        .map((f) => ({ label: labelOf(f, lang), value: valueText(data[f.key], mailLang) })),
      pageUrl: submission.pageUrl,
    });
    for (const to of form.recipients) await deps.mail.send(tx, { to, ...mail });
    await notify(tx as unknown as Db, {
      companyId: form.companyId,
      to: { role: ROLES.formList },
      kind: 'form_inquiry',
      params: {
        form: form.name,
        site: siteName,
        visitor: firstOf('email') || firstOf('text') || (mailLang === 'zh' ? '访客' : 'A visitor'),
      },
      link: formInquiryLink(form.id, form.websiteId),
      websiteId: form.websiteId,
    });
    return { id: record.id };
  });
}
