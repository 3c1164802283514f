import { z } from 'zod';
import { defineCall, Id, positiveInt, Version } from './envelope.ts';
import type { Lang } from './errors.ts';
import { SiteLang } from './page.ts';
import { PAGE_WORK_ROLES, ROLES } from './roles.ts';

/**
 * Inquiry forms (spec §1, §2 /form, §7 Forms). An operator builds a form per website, drops it on
 * pages with the form block (product pages get one as "Inquire about this product"), and
 * visitors' submissions arrive as records in the inquiry centre. The same field definitions
 * render the form on the site and validate what a visitor sends (`submissionSchema`), in the
 * browser and on the server.
 */

export const FORM_NAME_MAX = 100;
export const FORM_FIELDS_MAX = 50;
export const FORM_OPTIONS_MAX = 50;
export const FORM_RECIPIENTS_MAX = 10;
export const FORM_LABEL_MAX = 200;
export const FORM_HELP_MAX = 500;
export const FORM_MESSAGE_MAX = 1000;
export const FORM_PATTERN_MAX = 200;
/** Longest value of a one-line field, and of a long-text field. */
export const FORM_TEXT_MAX = 500;
export const FORM_TEXTAREA_MAX = 5000;
/** The largest file a file field may take (its own limit can be lower). */
export const FORM_FILE_MB_MAX = 10;
/** Most bytes one submission may carry, files included (the site server refuses larger bodies). */
export const FORM_BODY_MAX = 12 * 1024 * 1024;
/** Submissions faster than this after the page was rendered are taken for a robot's (kept as spam). */
export const FORM_MIN_FILL_MS = 2500;
/** Per visitor IP and per form, in a minute, before the site server answers 429. */
export const FORM_SUBMITS_PER_IP_PER_MINUTE = 10;
export const FORM_SUBMITS_PER_FORM_PER_MINUTE = 600;
export const RECORD_PAGE_SIZE_MAX = 100;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;
export const REPLY_TEMPLATES_MAX = 100;
export const SIGNATURE_MAX = 2000;
/** The inquiry badge and unread counts show at most this (spec §9: badges cap 99). */
export const BADGE_CAP = 99;

/** Where a visitor's form posts, on the page's own host (DESIGN §6b: dynamic answers under /__sw/). */
export const formSubmitPath = (formId: number) => `/__sw/form/${formId}`;
/** Names the site's form markup gives its own inputs, beside the fields' keys (which cannot start with `_`). */
export const FORM_INPUT = {
  /** When the page rendered the form, signed by the site server: the fill-time check. */
  stamp: '_sw_stamp',
  /** The honeypot: hidden from people, filled by robots. */
  honeypot: '_sw_website',
  /** The page's language, for messages and the record. */
  lang: '_sw_lang',
  /** The ALTCHA proof-of-work answer, when the form asks for one. */
  altcha: 'altcha',
  /** The address of the page the form is on (the site fills it in; errors re-render that page). */
  page: '_sw_page',
  /** The product a product page's inquiry form is about. */
  product: '_sw_product',
} as const;

/** The id of a form's region in the page, and the fragment a visitor lands on after sending it. */
export const formAnchor = (formId: number) => `sw-form-${formId}`;
export const formSentAnchor = (formId: number) => `sw-form-${formId}-sent`;
/** The site server's self-hosted scripts: the form's progressive enhancement and the ALTCHA widget. */
export const FORM_SCRIPT_PATH = '/__sw/form.js';
export const ALTCHA_SCRIPT_PATH = '/__sw/altcha.js';
export const ALTCHA_CHALLENGE_PATH = '/__sw/altcha/challenge';
/**
 * Stands in the published HTML where the form's stamp goes: the site server puts a freshly signed
 * time in its place each time it serves a page holding a form.
 */
export const FORM_STAMP_PLACEHOLDER = '__SW_FORM_STAMP__';
/** Where operators download a visitor's file: private storage, signed-in operators of the owning company only. */
export const formFilePath = (name: string) => `/api/form/file/${name}`;

export const FORM_FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'select',
  'multiselect',
  'date',
  'country',
  'file',
  'consent',
  'hidden',
] as const;
export const FormFieldKind = z.enum(FORM_FIELD_KINDS);
export type FormFieldKind = z.infer<typeof FormFieldKind>;

/** What a hidden field carries, filled by the site: the page, the product, UTM parameters, the referrer. */
export const HIDDEN_SOURCES = [
  'page',
  'product',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
] as const;
export const HiddenSource = z.enum(HIDDEN_SOURCES);

/** File types a file field may accept, as groups of extensions the safe-upload pipeline checks. */
export const FORM_FILE_TYPES = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif'],
  pdf: ['pdf'],
  office: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'],
  archive: ['zip'],
} as const;
export const FormFileType = z.enum(['image', 'pdf', 'office', 'archive']);

/** Text per site language; the form shows the page's language, else the website's default. */
const PerLang = (max: number) => z.partialRecord(SiteLang, z.string().trim().max(max)).default({});

/** A field's key: its name in records and exports. Stable across edits of its label. */
export const FieldKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Start with a letter; use lowercase letters, digits and _ (at most 40)');

export const FormOption = z.object({
  value: FieldKey,
  label: PerLang(FORM_LABEL_MAX),
});

function validPattern(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

export const FormField = z
  .object({
    key: FieldKey,
    kind: FormFieldKind,
    required: z.boolean().default(false),
    label: PerLang(FORM_LABEL_MAX),
    help: PerLang(FORM_HELP_MAX),
    placeholder: PerLang(FORM_LABEL_MAX),
    /** text: a regular expression the whole value must match. */
    pattern: z
      .string()
      .max(FORM_PATTERN_MAX)
      .refine(validPattern, 'This is not a valid regular expression')
      .default(''),
    /** number: the smallest and largest value accepted. */
    min: z.number().finite().nullable().default(null),
    max: z.number().finite().nullable().default(null),
    /** select and multiselect. */
    options: z.array(FormOption).max(FORM_OPTIONS_MAX).default([]),
    /** file: the accepted types and the largest size in MB. */
    file_types: z.array(FormFileType).max(4).default(['image', 'pdf']),
    file_max_mb: z.number().int().min(1).max(FORM_FILE_MB_MAX).default(5),
    /** consent: the page the consent text links to (a privacy policy), or ''. */
    consent_url: z
      .string()
      .trim()
      .max(500)
      .refine(
        (v) => v === '' || /^(https?:\/\/|\/)/.test(v),
        'Use an address starting with https://, http:// or /',
      )
      .default(''),
    /** hidden: what the site fills in. */
    hidden_source: HiddenSource.default('page'),
  })
  .refine((f) => !['select', 'multiselect'].includes(f.kind) || f.options.length > 0, {
    message: 'A choice field needs at least one option',
    path: ['options'],
  })
  .refine((f) => f.min === null || f.max === null || f.min <= f.max, {
    message: 'The smallest value is larger than the largest',
    path: ['min'],
  });
export type FormField = z.infer<typeof FormField>;
export type FormFieldInput = z.input<typeof FormField>;

/** After a submission: a message in place, or a page of the website. */
export const FormSuccess = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: PerLang(FORM_MESSAGE_MAX) }),
  z.object({ kind: z.literal('page'), page_id: Id }),
]);

const Email = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter an e-mail address such as name@example.com');

export const FORM_STATUSES = ['active', 'stopped'] as const;
export const FormStatus = z.enum(FORM_STATUSES);

const FormCommon = {
  name: z.string().trim().min(1, 'Give the form a name').max(FORM_NAME_MAX),
  fields: z
    .array(FormField)
    .min(1, 'A form needs at least one field')
    .max(FORM_FIELDS_MAX)
    .refine(
      (fields) => new Set(fields.map((f) => f.key)).size === fields.length,
      'Two fields have the same key',
    ),
  submit_label: PerLang(60),
  success: FormSuccess.default({ kind: 'message', message: {} }),
  /** Who gets an e-mail for every inquiry that is not spam. */
  recipients: z.array(Email).max(FORM_RECIPIENTS_MAX).default([]),
  /** Ask visitors' browsers for an ALTCHA proof of work (a small script on pages with the form). */
  proof_of_work: z.boolean().default(false),
  /**
   * Shown on every product page of the website as "Inquire about this product", with the product
   * filled in (one form of a website at most: saving it on one takes it off the others).
   */
  on_product_pages: z.boolean().default(false),
};

export const FormSaveBody = z.object({
  website_id: Id,
  /** Absent: a new form. */
  id: Id.optional(),
  /** The version the edit started from; a stale save answers 1201. */
  version: Version.optional(),
  ...FormCommon,
});
export type FormSaveBody = z.input<typeof FormSaveBody>;

export const FormSummary = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  name: z.string(),
  status: FormStatus,
  field_count: z.number().int(),
  record_count: z.number().int(),
  not_read_count: z.number().int(),
  updated_at: z.string(),
});
export type FormSummary = z.infer<typeof FormSummary>;

export const FormDetail = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  name: z.string(),
  status: FormStatus,
  fields: z.array(FormField),
  submit_label: z.record(z.string(), z.string()),
  success: FormSuccess,
  recipients: z.array(z.string()),
  proof_of_work: z.boolean(),
  on_product_pages: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FormDetail = z.infer<typeof FormDetail>;

/** What the page editor and the site need to draw a form (no recipients). */
export const FormPublic = FormDetail.omit({ recipients: true, created_at: true, updated_at: true });
export type FormPublic = z.infer<typeof FormPublic>;

// --- What a visitor sends ----------------------------------------------------------------------

/** A file a visitor attached, after the safe-upload pipeline stored it. */
export const RecordFile = z.object({ name: z.string(), url: z.string(), size: z.number().int() });
export type RecordFile = z.infer<typeof RecordFile>;
export const RecordValue = z.union([z.string(), z.array(z.string()), z.number(), z.boolean(), RecordFile]);
export type RecordValue = z.infer<typeof RecordValue>;

const messagesOf = {
  required: { en: 'Fill in this field.', zh: '请填写此项' },
  email: {
    en: 'Enter an e-mail address such as name@example.com.',
    zh: '请输入正确的邮箱，如 name@example.com',
  },
  phone: {
    en: 'Enter a phone number with its country code, such as +44 20 7946 0958.',
    zh: '请输入带国家区号的电话号码，如 +86 138 0013 8000',
  },
  number: { en: 'Enter a number.', zh: '请输入数字' },
  range: { en: 'Enter a number in the allowed range.', zh: '请输入允许范围内的数字' },
  pattern: { en: 'This does not have the expected form.', zh: '格式不正确' },
  option: { en: 'Choose one of the options.', zh: '请选择一个选项' },
  date: { en: 'Enter a date.', zh: '请输入日期' },
  country: { en: 'Choose a country.', zh: '请选择国家' },
  consent: { en: 'Please agree to continue.', zh: '请勾选同意后继续' },
  tooLong: { en: 'This is too long.', zh: '内容过长' },
} satisfies Record<string, Record<Lang, string>>;
export type SubmissionMessage = keyof typeof messagesOf;
/** A submission's problem in the visitor's language (Chinese pages get Chinese, the rest English). */
export function submissionMessage(key: SubmissionMessage, lang: string): string {
  return messagesOf[key][lang === 'zh' || lang.startsWith('zh') ? 'zh' : 'en'];
}

/**
 * The schema of what a visitor sends for `fields` (text values as a browser posts them; file
 * fields are checked by the upload pipeline and arrive here as RecordFile or absent). The same
 * schema checks the site's form in the browser and the submission on the server.
 */
export function submissionSchema(fields: readonly FormField[], lang: string) {
  const m = (key: SubmissionMessage) => submissionMessage(key, lang);
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const blank = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    let schema: z.ZodType;
    switch (field.kind) {
      case 'text':
      case 'hidden': {
        let s = z.string().trim().max(FORM_TEXT_MAX, m('tooLong'));
        if (field.kind === 'text' && field.pattern) {
          const re = new RegExp(`^(?:${field.pattern})$`, 'u');
          s = s.refine((v) => v === '' || re.test(v), m('pattern'));
        }
        schema = s;
        break;
      }
      case 'textarea':
        schema = z.string().trim().max(FORM_TEXTAREA_MAX, m('tooLong'));
        break;
      case 'email':
        schema = z
          .string()
          .trim()
          .max(254, m('tooLong'))
          .refine((v) => v === '' || /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v), m('email'));
        break;
      case 'phone':
        // E.164 after removing spaces, dots, dashes and brackets.
        schema = z
          .string()
          .trim()
          .max(32, m('tooLong'))
          .transform((v) => v.replace(/[\s().-]/g, ''))
          .refine((v) => v === '' || /^\+[1-9][0-9]{7,14}$/.test(v), m('phone'));
        break;
      case 'number':
        schema = z
          .string()
          .trim()
          .max(40, m('tooLong'))
          .refine((v) => v === '' || Number.isFinite(Number(v)), m('number'))
          .transform((v) => (v === '' ? '' : Number(v)))
          .refine(
            (v) =>
              v === '' ||
              ((field.min === null || (v as number) >= field.min) &&
                (field.max === null || (v as number) <= field.max)),
            m('range'),
          );
        break;
      case 'select': {
        const values = new Set(field.options.map((o) => o.value));
        schema = z.string().refine((v) => v === '' || values.has(v), m('option'));
        break;
      }
      case 'multiselect': {
        const values = new Set(field.options.map((o) => o.value));
        schema = z
          .union([z.string(), z.array(z.string())])
          .transform((v) => (Array.isArray(v) ? v : v === '' ? [] : [v]))
          .refine((v) => v.length <= FORM_OPTIONS_MAX && v.every((x) => values.has(x)), m('option'));
        break;
      }
      case 'date':
        schema = z
          .string()
          .trim()
          .refine(
            (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
            m('date'),
          );
        break;
      case 'country':
        schema = z
          .string()
          .trim()
          .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), m('country'));
        break;
      case 'consent':
        schema = z
          .union([z.string(), z.boolean()])
          .transform((v) => v === true || v === 'on' || v === 'yes' || v === 'true');
        break;
      case 'file':
        schema = RecordFile.optional();
        break;
    }
    const required = field.required && field.kind !== 'hidden';
    shape[field.key] = z
      .preprocess((v) => (v === undefined && field.kind !== 'file' ? '' : v), schema)
      .superRefine((v, ctx) => {
        if (!required) return;
        if (field.kind === 'consent' ? v !== true : blank(v))
          ctx.addIssue({ code: 'custom', message: m(field.kind === 'consent' ? 'consent' : 'required') });
      });
  }
  return z.object(shape);
}

// --- Records (inquiries) -------------------------------------------------------------------------

export const RECORD_DATE_PRESETS = ['today', '7d', '30d', '90d'] as const;
export const RecordReadFilter = z.enum(['read', 'unread']);
/** Spam is kept and flagged: lists leave it out unless asked. */
export const RecordSpamFilter = z.enum(['exclude', 'only', 'include']);
const PageQ = positiveInt();

export const RecordListQuery = z.object({
  /** Absent: every website of the company (the inquiry centre). */
  website_id: Id.optional(),
  form_id: Id.optional(),
  page: PageQ.default(1),
  page_size: PageQ.pipe(z.number().max(RECORD_PAGE_SIZE_MAX)).default(20),
  created: z.enum(RECORD_DATE_PRESETS).optional(),
  /** A range of days, inclusive, as YYYY-MM-DD (the date picker); wins over `created`. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  read: RecordReadFilter.optional(),
  starred: z.enum(['true', 'false']).optional(),
  spam: RecordSpamFilter.default('exclude'),
  assignee_id: Id.optional(),
  /** Part of any value, the visitor's e-mail or the page. */
  keyword: z.string().trim().max(100).optional(),
});
export type RecordListQuery = z.input<typeof RecordListQuery>;

export const RecordExportQuery = RecordListQuery.omit({ page: true, page_size: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
});
export const recordExportPath = '/api/form/record/export';

/** A field as it was when the visitor sent the form (forms change; records keep their labels). */
export const RecordFieldLabel = z.object({ key: z.string(), kind: FormFieldKind, label: z.string() });

export const RecordSummary = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  website_name: z.string(),
  form_id: z.number().int(),
  form_name: z.string(),
  /** The visitor's e-mail and name when the form asked for them (first e-mail field, first text field). */
  visitor_email: z.string(),
  visitor_name: z.string(),
  /** A short line of what was sent, for the table. */
  excerpt: z.string(),
  country: z.string(),
  lang: z.string(),
  page_url: z.string(),
  is_read: z.boolean(),
  is_starred: z.boolean(),
  is_spam: z.boolean(),
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reply_count: z.number().int(),
  created_at: z.string(),
});
export type RecordSummary = z.infer<typeof RecordSummary>;

export const RecordList = z.object({
  list: z.array(RecordSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type RecordList = z.infer<typeof RecordList>;

export const RecordDetail = RecordSummary.extend({
  fields: z.array(RecordFieldLabel),
  data: z.record(z.string(), RecordValue),
  product: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  user_agent: z.string(),
  /** Why it was taken for spam: honeypot, too fast, proof of work missing, marked by an operator. */
  spam_reason: z.string(),
});
export type RecordDetail = z.infer<typeof RecordDetail>;

export const RecordIdQuery = z.object({ id: Id });

/** Bulk actions of the records table; each present key is applied to every id. */
export const RecordUpdateBody = z
  .object({
    ids: z.array(Id).min(1).max(RECORD_PAGE_SIZE_MAX),
    is_read: z.boolean().optional(),
    is_starred: z.boolean().optional(),
    is_spam: z.boolean().optional(),
    /** null: nobody. */
    assignee_id: Id.nullable().optional(),
  })
  .refine(
    (b) =>
      b.is_read !== undefined ||
      b.is_starred !== undefined ||
      b.is_spam !== undefined ||
      b.assignee_id !== undefined,
    'Choose what to change',
  );
export const RecordsUpdated = z.object({ count: z.number().int() });

// --- Correspondence ------------------------------------------------------------------------------

export const REPLY_STATUSES = ['queued', 'sent', 'failed'] as const;
export const ReplyStatus = z.enum(REPLY_STATUSES);

export const Reply = z.object({
  id: z.number().int(),
  record_id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: ReplyStatus,
  error: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type Reply = z.infer<typeof Reply>;

export const ReplyBody = z.object({
  record_id: Id,
  subject: z.string().trim().min(1, 'Give the reply a subject').max(REPLY_SUBJECT_MAX),
  /** Plain text; the company's signature is added below it. */
  body: z.string().trim().min(1, 'Write the reply').max(REPLY_BODY_MAX),
});
export type ReplyBody = z.input<typeof ReplyBody>;

/** The whole correspondence with one visitor (by e-mail address), across forms and websites. */
export const CorrespondQuery = z.object({
  record_id: Id,
});
export const CorrespondEntry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inquiry'), at: z.string(), record: RecordSummary }),
  z.object({ type: z.literal('reply'), at: z.string(), reply: Reply }),
]);
export const Correspondence = z.object({
  visitor_email: z.string(),
  entries: z.array(CorrespondEntry),
});
export type Correspondence = z.infer<typeof Correspondence>;

export const ReplyTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type ReplyTemplate = z.infer<typeof ReplyTemplate>;
export const ReplyTemplateSaveBody = z.object({
  id: Id.optional(),
  name: z.string().trim().min(1, 'Give the template a name').max(FORM_NAME_MAX),
  subject: z.string().trim().max(REPLY_SUBJECT_MAX).default(''),
  body: z.string().trim().min(1, 'Write the template').max(REPLY_BODY_MAX),
});
export const Signature = z.object({ signature: z.string().max(SIGNATURE_MAX) });
export const SignatureBody = z.object({ signature: z.string().trim().max(SIGNATURE_MAX) });

/** An operator inquiries can be assigned to. */
export const FormAssignee = z.object({ id: z.number().int(), name: z.string() });
export type FormAssignee = z.infer<typeof FormAssignee>;

// --- Calls -----------------------------------------------------------------------------------------

const WebsiteQuery = z.object({ website_id: Id });
const FormIdQuery = z.object({ id: Id });
const Done = z.object({ id: z.number().int() });
const roles = [ROLES.formList];

export const formCalls = {
  formList: defineCall({
    method: 'GET',
    path: '/api/form/form/list',
    query: WebsiteQuery,
    data: z.object({ list: z.array(FormSummary) }),
    roles,
  }),
  formInfo: defineCall({
    method: 'GET',
    path: '/api/form/form/info',
    query: FormIdQuery,
    data: FormDetail,
    roles,
  }),
  formSave: defineCall({
    method: 'POST',
    path: '/api/form/form/save',
    body: FormSaveBody,
    data: FormDetail,
    roles,
  }),
  /** Stops the form at once (visitors are told it is closed) and deletes it; its records stay. */
  stopAndDel: defineCall({
    method: 'POST',
    path: '/api/form/stop_and_del',
    body: FormIdQuery,
    data: Done,
    roles,
  }),
  /** The page editor's form block reads the form it shows; page editors may not hold form.form_list. */
  editorFormInfo: defineCall({
    method: 'POST',
    path: '/api/editor/form/info',
    body: z.object({ website_id: Id, form_id: Id }),
    data: FormPublic,
    roles: [...PAGE_WORK_ROLES, ROLES.formList],
    audit: false,
  }),
  /** The forms a page editor may choose from for the form block. */
  editorFormList: defineCall({
    method: 'GET',
    path: '/api/editor/form/list',
    query: WebsiteQuery,
    data: z.object({ list: z.array(FormSummary.pick({ id: true, name: true, status: true })) }),
    roles: [...PAGE_WORK_ROLES, ROLES.formList],
  }),
  recordList: defineCall({
    method: 'GET',
    path: '/api/form/list',
    query: RecordListQuery,
    data: RecordList,
    roles,
  }),
  /** Opening a record marks it read. */
  recordInfo: defineCall({
    method: 'GET',
    path: '/api/form/record/info',
    query: RecordIdQuery,
    data: RecordDetail,
    roles,
  }),
  recordUpdate: defineCall({
    method: 'POST',
    path: '/api/form/record/update',
    body: RecordUpdateBody,
    data: RecordsUpdated,
    roles,
  }),
  correspondList: defineCall({
    method: 'GET',
    path: '/api/form/correspond/company/list',
    query: CorrespondQuery,
    data: Correspondence,
    roles,
  }),
  reply: defineCall({
    method: 'POST',
    path: '/api/form/correspond/reply',
    body: ReplyBody,
    data: Reply,
    roles,
  }),
  replyTemplateList: defineCall({
    method: 'GET',
    path: '/api/form/reply-template/list',
    data: z.object({ list: z.array(ReplyTemplate) }),
    roles,
  }),
  replyTemplateSave: defineCall({
    method: 'POST',
    path: '/api/form/reply-template/save',
    body: ReplyTemplateSaveBody,
    data: ReplyTemplate,
    roles,
  }),
  replyTemplateDel: defineCall({
    method: 'DELETE',
    path: '/api/form/reply-template/del',
    body: z.object({ ids: z.array(Id).min(1).max(REPLY_TEMPLATES_MAX) }),
    data: RecordsUpdated,
    roles,
  }),
  /**
   * The company's active operators who work on inquiries (administrators and holders of
   * form.form_list): whom a record can be assigned to. Listing users is otherwise for administrators.
   */
  assignees: defineCall({
    method: 'GET',
    path: '/api/form/assignees',
    data: z.object({ list: z.array(FormAssignee) }),
    roles,
  }),
  signature: defineCall({ method: 'GET', path: '/api/form/signature', data: Signature, roles }),
  signatureSave: defineCall({
    method: 'POST',
    path: '/api/form/signature',
    body: SignatureBody,
    data: Signature,
    roles,
  }),
};
