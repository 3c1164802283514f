import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { formHtml, type FormViewState } from '@sitewright/blocks';
import {
  type ErrorKey,
  FORM_BODY_MAX,
  FORM_FILE_TYPES,
  FORM_INPUT,
  FORM_MIN_FILL_MS,
  FORM_STAMP_PLACEHOLDER,
  type FormField,
  formFilePath,
  formSentAnchor,
  messageFor,
  type RecordFile,
  type RecordValue,
  submissionSchema,
} from '@sitewright/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema.ts';
import { isAppError } from '../../lib/app-error.ts';
import { checkUploadedFile } from '../../lib/files/detect-type.ts';
import { processRasterImage } from '../../lib/files/raster-image.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Storage } from '../../lib/storage/index.ts';
import {
  findFormForSite,
  formFileKey,
  type FormRow,
  formIsOpen,
  receiveSubmission,
  formPublic,
} from '../form/index.ts';
import { loadCountryDatabase, lookupCountry } from '../geo-redirect/index.ts';
import type { MailService } from '../mail/index.ts';
import { publicPath, publishedSnapshot, type SiteManifest, type StoredSiteFile } from '../publish/index.ts';
import { withUploadDir } from '../upload/index.ts';
import { cleanName, parseBody, readBody, sitePath } from './form-body.ts';
import { altchaWidget, createProofOfWork } from './form-proof-of-work.ts';
import { FORM_SCRIPT } from './site-form-script.ts';

/** The site a form request arrived at, as the site server resolved it. */
export interface FormSite {
  websiteId: number;
  companyId: number;
  versionId: number;
  manifest: SiteManifest;
  ip: string;
  /** Scheme and host the visitor used, for the page address records keep. */
  origin: string;
  /** The published version's CSP (SITE_CSP, or wider for a plugin's script); the base headers' when absent. */
  csp?: string;
}

export interface FormEndpointDeps {
  db: Db;
  mail: MailService;
  storage: Storage;
  /** A secret derived from the server's key for one purpose (stamps, proof-of-work challenges). */
  secret(purpose: string): Promise<string>;
  limiters: { ip: RateLimiter; form: RateLimiter; challenge: RateLimiter };
  /** A file of the published version, for showing the form's page again with the visitor's errors. */
  pageFile(websiteId: number, versionId: number, path: string): Promise<StoredSiteFile | undefined>;
  /** Where visitors' files are checked before they are stored (DATA_DIR/tmp/uploads). */
  uploadDir: string;
  /** Headers every answer of the site carries (nosniff, CSP, referrer policy). */
  baseHeaders: Readonly<Record<string, string>>;
}

type Ui = 'en' | 'zh';
const uiOf = (lang: string): Ui => (lang.toLowerCase().startsWith('zh') ? 'zh' : 'en');

const WORDS = {
  closed: {
    en: ['This form is closed', 'It no longer takes messages. Please contact us another way.'],
    zh: ['此表单已关闭', '该表单已不再接收留言，请通过其他方式联系我们。'],
  },
  tooMany: {
    en: ['Too many messages', 'Please wait a minute before sending the form again.'],
    zh: ['提交过于频繁', '请稍等一分钟后再提交。'],
  },
  tooLarge: {
    en: ['Too much to send', 'The form with its files is larger than 12 MB. Send smaller files.'],
    zh: ['提交内容过大', '表单及附件超过 12 MB，请上传较小的文件。'],
  },
  invalid: {
    en: ['This form could not be read', 'Please go back and send it again.'],
    zh: ['无法读取表单', '请返回后重新提交。'],
  },
  fix: { en: ['Please correct the marked fields.', ''], zh: ['请修改标出的内容。', ''] },
  back: { en: ['Back', ''], zh: ['返回', ''] },
} as const satisfies Record<string, Record<Ui, readonly [string, string]>>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A page holding a form may load the site server's own scripts (and the ALTCHA widget its
 * workers) besides whatever the version's CSP already allows (a plugin's analytics origin).
 */
export function formPageCsp(csp: string): string {
  return csp.replace(
    /script-src ([^;]*)/,
    (_, sources: string) =>
      `script-src 'self'${sources === "'none'" ? '' : ` ${sources}`}; worker-src 'self' blob:`,
  );
}

const formScript = Buffer.from(FORM_SCRIPT);

/** A visitor's file after the safe-upload checks: the bytes to keep (images re-encoded). */
interface CheckedFile {
  key: string;
  name: string;
  ext: string;
  mime: string;
  bytes: Buffer;
}

export function createFormEndpoint(deps: FormEndpointDeps) {
  const { db, limiters } = deps;
  let stampKey: Promise<string> | undefined;
  const keyOfStamps = () => {
    stampKey ??= deps.secret('form-stamp');
    return stampKey;
  };
  /** Each form's schema per language, built once per version (building one costs far more than using it). */
  const schemas = new Map<string, ReturnType<typeof submissionSchema>>();
  function schemaOf(form: FormRow, fields: FormField[], lang: string) {
    const key = `${form.id}:${form.version}:${lang}`;
    let schema = schemas.get(key);
    if (!schema) {
      if (schemas.size >= 1000) schemas.clear();
      schema = submissionSchema(fields, lang);
      schemas.set(key, schema);
    }
    return schema;
  }
  const proof = createProofOfWork(() => deps.secret('altcha-challenge'));
  const pageHeaders = {
    ...deps.baseHeaders,
    'content-security-policy': formPageCsp(deps.baseHeaders['content-security-policy'] ?? ''),
  };

  /**
   * The stamp: when the page was served, signed. Published pages are static files, so the site
   * server writes a fresh stamp into each page holding a form as it serves it (those pages are
   * never cached, and are sent uncompressed; pages without a form keep the fast path). This keeps
   * the fill-time check working without any script, and costs one HMAC per view of a form page.
   */
  function sign(key: string, time: string): string {
    return createHmac('sha256', key).update(`form-stamp:${time}`).digest('base64url').slice(0, 32);
  }
  async function newStamp(now = Date.now()): Promise<string> {
    const time = now.toString(36);
    return `${time}.${sign(await keyOfStamps(), time)}`;
  }
  /** When the stamp was made, if it is one this server signed. */
  async function stampTime(stamp: string | undefined): Promise<number | null> {
    if (!stamp) return null;
    const [time, mac] = stamp.split('.');
    if (!time || !mac || !/^[0-9a-z]{1,12}$/.test(time)) return null;
    const expected = Buffer.from(sign(await keyOfStamps(), time));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number.parseInt(time, 36);
  }

  /** A page as served: each form's stamp placeholder replaced by a fresh signed stamp. */
  async function withStamps(html: string): Promise<string> {
    if (!html.includes(FORM_STAMP_PLACEHOLDER)) return html;
    return html.replaceAll(FORM_STAMP_PLACEHOLDER, await newStamp());
  }

  function wantsJson(req: IncomingMessage): boolean {
    return (req.headers.accept ?? '').includes('application/json');
  }

  function send(res: ServerResponse, status: number, headers: Record<string, string>, body: Buffer | string) {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    res.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
    res.end(bytes);
  }

  function sendJson(res: ServerResponse, status: number, answer: Record<string, unknown>) {
    send(
      res,
      status,
      { ...deps.baseHeaders, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      JSON.stringify(answer),
    );
  }

  /** A readable page for a refusal, in the site's language, leading back to the page. */
  function sendRefusal(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    words: keyof typeof WORDS,
    lang: string,
    back: string,
  ) {
    const ui = uiOf(lang);
    const [title, text] = WORDS[words][ui];
    if (wantsJson(req)) return sendJson(res, status, { ok: false, message: `${title}. ${text}` });
    const html = `<!doctype html><html lang="${ui === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fa;color:#1f2937}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1.5rem;color:#4b5563}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(WORDS.back[ui][0])}</a></p></main></body></html>`;
    send(
      res,
      status,
      {
        ...deps.baseHeaders,
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(status === 413 ? { connection: 'close' } : {}),
        ...(status === 429 ? { 'retry-after': '60' } : {}),
      },
      html,
    );
  }

  /** The page's language as the address the visitor came from tells it, else the site's default. */
  function refererLang(req: IncomingMessage, manifest: SiteManifest): { lang: string; back: string } {
    let path = '/';
    try {
      const referer = req.headers.referer;
      if (referer) {
        const url = new URL(referer);
        if (url.host === req.headers.host) path = sitePath(url.pathname);
      }
    } catch {
      path = '/';
    }
    const first = path.split('/')[1] ?? '';
    return { lang: manifest.languages.includes(first) ? first : manifest.defaultLang, back: path };
  }

  /** Runs a visitor's file through the safe-upload checks; answers the bytes to keep, or why not. */
  async function checkFile(
    field: FormField,
    file: File,
    dir: string,
    lang: Ui,
  ): Promise<CheckedFile | string> {
    const path = join(dir, `${field.key}.upload`);
    const maxBytes = field.file_max_mb * 1024 * 1024;
    if (file.size > maxBytes) return messageFor('FILE_TOO_LARGE', lang, { limit: `${field.file_max_mb} MB` });
    await writeFile(path, new Uint8Array(await file.arrayBuffer()));
    try {
      const allowed = field.file_types.flatMap((type) => FORM_FILE_TYPES[type]);
      const checked = await checkUploadedFile(path, file.name, { allowed, maxBytes });
      let bytes: Buffer;
      let mime = checked.mime;
      if (['jpeg', 'png', 'gif', 'webp'].includes(checked.type)) {
        // Re-encoded without metadata or anything appended (a polyglot keeps only its pixels).
        const image = await processRasterImage(path, { widths: [] });
        bytes = image.data;
        mime = image.mime;
      } else {
        bytes = Buffer.from(await file.arrayBuffer());
      }
      return {
        key: field.key,
        name: cleanName(file.name, checked.extension),
        ext: checked.extension,
        mime,
        bytes,
      };
    } catch (error) {
      if (isAppError(error)) return messageFor(error.key as ErrorKey, lang, error.data);
      return messageFor('FILE_CONTENT_MISMATCH', lang, { extension: '' });
    }
  }

  /** Stores a checked file privately (never under the public /files/ space); answers what the record keeps. */
  async function storeFile(companyId: number, file: CheckedFile): Promise<RecordFile> {
    const sha = createHash('sha256').update(file.bytes).digest('hex');
    const name = `${sha}.${file.ext}`;
    const key = formFileKey(companyId, name);
    if (!(await deps.storage.head(key))) await deps.storage.put(key, file.bytes, file.mime);
    return {
      name: file.name,
      url: `${formFilePath(name)}?name=${encodeURIComponent(file.name)}`,
      size: file.bytes.length,
    };
  }

  /** Where a visitor goes after sending: the form's thank-you page, else back to the message in place. */
  async function successTarget(form: FormRow, manifest: SiteManifest, page: string): Promise<string> {
    const success = form.success as { kind?: string; page_id?: number };
    if (success.kind === 'page' && typeof success.page_id === 'number') {
      const [row] = await db
        .select()
        .from(pages)
        .where(
          and(eq(pages.id, success.page_id), eq(pages.websiteId, form.websiteId), isNull(pages.deletedAt)),
        )
        .limit(1);
      const snapshot = row ? publishedSnapshot(row) : null;
      if (row && snapshot) return publicPath(row.lang, manifest.defaultLang, snapshot.pathSegment);
    }
    return `${page}#${formSentAnchor(form.id)}`;
  }

  /**
   * The page the form is on, as published, with the form's region replaced by the form holding
   * the visitor's values and each error under its field.
   */
  async function pageWithErrors(
    site: FormSite,
    form: FormRow,
    path: string,
    state: FormViewState,
    lang: string,
    product: { id: number; title: string } | undefined,
  ): Promise<string> {
    const markup = formHtml({
      form: formPublic(form),
      context: { lang, siteName: '', title: '', defaultLang: site.manifest.defaultLang, path },
      instance: `${form.id}`,
      state,
      product,
    });
    const file = await deps.pageFile(site.websiteId, site.versionId, path);
    const html = file?.contentType.startsWith('text/html') ? file.body.toString('utf8') : undefined;
    const start = html?.search(new RegExp(`<section [^>]*data-sw-form="${form.id}"`)) ?? -1;
    const end = html && start !== -1 ? html.indexOf('</section>', start) : -1;
    if (html && start !== -1 && end !== -1) {
      return withStamps(`${html.slice(0, start)}${markup}${html.slice(end + '</section>'.length)}`);
    }
    const ui = uiOf(lang);
    return `<!doctype html><html lang="${ui === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(WORDS.fix[ui][0])}</title></head><body>${markup}</body></html>`;
  }

  async function submit(
    req: IncomingMessage,
    res: ServerResponse,
    site: FormSite,
    formId: number,
  ): Promise<void> {
    const form = await findFormForSite(db, formId);
    const where = refererLang(req, site.manifest);
    // Another website's form is not this site's business: the same answer as an unknown one.
    if (!form || form.websiteId !== site.websiteId) {
      return sendRefusal(req, res, 404, 'closed', where.lang, where.back);
    }
    if (!formIsOpen(form)) return sendRefusal(req, res, 410, 'closed', where.lang, where.back);
    const perIp = await limiters.ip.hit(`${site.ip}`);
    const perForm = await limiters.form.hit(`${form.id}`);
    if (perIp > limiters.ip.max || perForm > limiters.form.max) {
      return sendRefusal(req, res, 429, 'tooMany', where.lang, where.back);
    }
    const body = await readBody(req, FORM_BODY_MAX);
    if (body === 'too-large') {
      res.once('finish', () => req.destroy());
      return sendRefusal(req, res, 413, 'tooLarge', where.lang, where.back);
    }
    const parsed = await parseBody(body, req.headers['content-type'] ?? '');
    if (!parsed) return sendRefusal(req, res, 400, 'invalid', where.lang, where.back);
    const { texts, files } = parsed;
    const one = (name: string) => texts.get(name)?.[0];
    const sentLang = one(FORM_INPUT.lang) ?? '';
    const lang = site.manifest.languages.includes(sentLang) ? sentLang : where.lang;
    const ui = uiOf(lang);
    const page = sitePath(one(FORM_INPUT.page) ?? where.back);
    const fields = form.fields as unknown as FormField[];
    const productId = Number.parseInt(one(FORM_INPUT.product) ?? '', 10);

    // Every field's value as the schema takes it; files are checked first and stand in as records.
    const values: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    const shown: Record<string, string | string[]> = {};
    const checked: CheckedFile[] = [];
    // Files are checked in a private directory, made only when the visitor sent any.
    const sentFiles = fields.some((f) => f.kind === 'file' && (files.get(f.key)?.size ?? 0) > 0);
    const readValues = async (dir: string) => {
      for (const field of fields) {
        if (field.kind === 'file') {
          const file = files.get(field.key);
          if (!file || file.size === 0) continue;
          const result = await checkFile(field, file, dir, ui);
          if (typeof result === 'string') errors[field.key] = result;
          else {
            checked.push(result);
            values[field.key] = { name: result.name, url: '', size: result.bytes.length };
          }
          continue;
        }
        const sent = texts.get(field.key);
        if (field.kind === 'multiselect') {
          values[field.key] = sent ?? [];
          shown[field.key] = sent ?? [];
        } else {
          values[field.key] = sent?.[0];
          if (sent?.[0] !== undefined) shown[field.key] = sent[0];
        }
      }
    };
    if (sentFiles) await withUploadDir(deps.uploadDir, 'form-', readValues);
    else await readValues('');
    const result = schemaOf(form, fields, lang).safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key && !errors[key]) errors[key] = issue.message;
      }
    }
    if (Object.keys(errors).length > 0 || !result.success) {
      const message = WORDS.fix[ui][0];
      if (wantsJson(req)) return sendJson(res, 400, { ok: false, message, errors });
      const stamp = one(FORM_INPUT.stamp);
      const state: FormViewState = {
        values: shown,
        errors,
        ...((await stampTime(stamp)) !== null && stamp ? { stamp } : {}),
      };
      const product =
        Number.isSafeInteger(productId) && productId > 0 ? { id: productId, title: '' } : undefined;
      const html = await pageWithErrors(site, form, page, state, lang, product);
      return send(
        res,
        400,
        {
          ...pageHeaders,
          ...(site.csp ? { 'content-security-policy': formPageCsp(site.csp) } : {}),
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        },
        html,
      );
    }

    // Spam is kept and flagged; the visitor is answered as anyone else, so a robot learns nothing.
    const madeAt = await stampTime(one(FORM_INPUT.stamp));
    let spamReason = '';
    if ((one(FORM_INPUT.honeypot) ?? '') !== '') spamReason = 'Honeypot field filled in';
    else if (madeAt === null) spamReason = 'No valid page stamp (the form was not sent from the page)';
    else if (Date.now() - madeAt < FORM_MIN_FILL_MS)
      spamReason = `Sent ${Math.max(0, Date.now() - madeAt)} ms after the page was shown`;
    else if (form.proofOfWork && !(await proof.verify(one(FORM_INPUT.altcha))))
      spamReason = 'Proof of work missing or invalid';

    const data: Record<string, RecordValue> = { ...(result.data as Record<string, RecordValue>) };
    for (const file of checked) data[file.key] = await storeFile(form.companyId, file);
    for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
    await loadCountryDatabase().catch(() => null);
    const pageField = fields.find((f) => f.kind === 'hidden' && f.hidden_source === 'page');
    const pageUrl = (pageField ? String(data[pageField.key] ?? '') : '') || `${site.origin}${page}`;
    await receiveSubmission(
      { db, mail: deps.mail },
      {
        form,
        data,
        spamReason,
        pageUrl,
        productId:
          Number.isSafeInteger(productId) && productId > 0 && productId <= 2_147_483_647 ? productId : null,
        lang,
        country: lookupCountry(site.ip) ?? '',
        ip: site.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
      },
    );
    const target = await successTarget(form, site.manifest, page);
    if (wantsJson(req)) {
      const success = form.success as { kind?: string; message?: Record<string, string> };
      return sendJson(res, 200, {
        ok: true,
        ...(success.kind === 'page' ? { redirect: target } : {}),
        message: success.message?.[lang] || undefined,
      });
    }
    res.writeHead(303, {
      ...deps.baseHeaders,
      location: target,
      'cache-control': 'no-store',
      'content-length': '0',
    });
    res.end();
  }

  async function challenge(res: ServerResponse, ip: string): Promise<void> {
    if ((await limiters.challenge.hit(ip)) > limiters.challenge.max) {
      return sendJson(res, 429, { ok: false });
    }
    const made = await proof.challenge();
    send(
      res,
      200,
      { ...deps.baseHeaders, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      JSON.stringify(made),
    );
  }

  async function submitPath(req: IncomingMessage, res: ServerResponse, path: string, site: FormSite) {
    const match = /^\/__sw\/form\/([1-9][0-9]{0,9})$/.exec(path);
    const id = Number(match?.[1]);
    if (!match || req.method !== 'POST' || id > 2_147_483_647) return false;
    await submit(req, res, site, id);
    return true;
  }

  function script(res: ServerResponse, body: Buffer): void {
    send(
      res,
      200,
      {
        ...deps.baseHeaders,
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
      body,
    );
  }

  return {
    /** Answers `/__sw/...` requests of a site; false when the path is none of them. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string, site: FormSite): Promise<boolean> {
      const method = req.method ?? 'GET';
      const read = method === 'GET' || method === 'HEAD';
      if (read && path === '/__sw/form.js') script(res, formScript);
      else if (read && path === '/__sw/altcha.js') script(res, altchaWidget());
      else if (read && path === '/__sw/altcha/challenge') await challenge(res, site.ip);
      else return submitPath(req, res, path, site);
      return true;
    },
    /** A published page holding a form, as this view gets it: with fresh stamps, never cached. */
    async formPage(
      res: ServerResponse,
      file: StoredSiteFile,
      head: boolean,
      extra: Record<string, string> = {},
    ): Promise<void> {
      const html = Buffer.from(await withStamps(file.body.toString('utf8')));
      res.writeHead(200, {
        ...pageHeaders,
        ...extra,
        'content-type': file.contentType,
        'content-length': String(html.length),
        'cache-control': 'no-store',
      });
      res.end(head ? undefined : html);
    },
    withStamps,
    newStamp,
  };
}

export type FormEndpoint = ReturnType<typeof createFormEndpoint>;

const formPages = new WeakMap<StoredSiteFile, boolean>();
/** Whether a published file is a page holding a form (its stamps are written per view). */
export function holdsForm(file: StoredSiteFile): boolean {
  let holds = formPages.get(file);
  if (holds === undefined) {
    holds = file.contentType.startsWith('text/html') && file.body.includes(FORM_STAMP_PLACEHOLDER);
    formPages.set(file, holds);
  }
  return holds;
}
