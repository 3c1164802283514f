import {
  type FormDetail,
  type FormField,
  type FormFieldKind,
  FORM_FIELDS_MAX,
  FORM_OPTIONS_MAX,
  FormSaveBody,
} from '@sitewright/contract';

/** A form as the edit drawer holds it while the operator works: what the save call takes. */
export interface FormDraft {
  name: string;
  fields: FormField[];
  submit_label: Record<string, string>;
  success: { kind: 'message'; message: Record<string, string> } | { kind: 'page'; page_id: number };
  recipients: string[];
  proof_of_work: boolean;
  on_product_pages: boolean;
}

/** Texts a field carries per site language. */
export type FieldText = 'label' | 'help' | 'placeholder';

/** The first key `base_<n>` no field has: keys name the values in records and exports. */
export function freeKey(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const key = `${base}_${n}`;
    if (!used.has(key)) return key;
  }
}

/** A new field of `kind` with the contract's defaults and a key no other field has. */
export function newField(kind: FormFieldKind, taken: Iterable<string>): FormField {
  const key = freeKey(kind, taken);
  return {
    key,
    kind,
    required: kind === 'consent',
    label: {},
    help: {},
    placeholder: {},
    pattern: '',
    min: null,
    max: null,
    options: kind === 'select' || kind === 'multiselect' ? [{ value: 'option_1', label: {} }] : [],
    file_types: ['image', 'pdf'],
    file_max_mb: 5,
    consent_url: '',
    hidden_source: 'page',
  };
}

/** The labels a new form's first two fields start with, in the site's default language (English unless Chinese). */
const STARTER_LABELS = {
  name: { en: 'Name', zh: '姓名' },
  email: { en: 'E-mail', zh: '邮箱' },
} as const;

/**
 * What an added field is called until the operator names it, in the language being edited: a
 * field without a label reads as its key on the site ("text_1"), which visitors should never see.
 */
const NEW_FIELD_LABELS: Record<FormFieldKind, { en: string; zh: string }> = {
  text: { en: 'Text', zh: '文本' },
  textarea: { en: 'Message', zh: '留言' },
  email: { en: 'E-mail', zh: '邮箱' },
  phone: { en: 'Phone', zh: '电话' },
  number: { en: 'Number', zh: '数字' },
  select: { en: 'Choice', zh: '选项' },
  multiselect: { en: 'Choices', zh: '多选' },
  date: { en: 'Date', zh: '日期' },
  country: { en: 'Country', zh: '国家' },
  file: { en: 'File', zh: '文件' },
  consent: { en: 'I agree to the privacy policy', zh: '我同意隐私政策' },
  hidden: { en: 'Hidden', zh: '隐藏字段' },
};

/** The label of a field added in `lang`: its kind's word, numbered when another field has it already. */
export function newFieldLabel(kind: FormFieldKind, lang: string, fields: readonly FormField[]): string {
  const word = NEW_FIELD_LABELS[kind][lang.toLowerCase().startsWith('zh') ? 'zh' : 'en'];
  const taken = new Set(fields.map((f) => textOf(f.label, lang)).filter(Boolean));
  if (!taken.has(word)) return word;
  for (let n = 2; ; n++) if (!taken.has(`${word} ${n}`)) return `${word} ${n}`;
}

/** A new form: a name and an e-mail field, both required, labelled in `lang`. */
export function emptyDraft(lang = 'en'): FormDraft {
  const ui = lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  return {
    name: '',
    fields: [
      { ...newField('text', []), key: 'name', required: true, label: { [lang]: STARTER_LABELS.name[ui] } },
      { ...newField('email', []), key: 'email', required: true, label: { [lang]: STARTER_LABELS.email[ui] } },
    ],
    submit_label: {},
    success: { kind: 'message', message: {} },
    recipients: [],
    proof_of_work: false,
    on_product_pages: false,
  };
}

export function draftOf(form: FormDetail): FormDraft {
  return {
    name: form.name,
    fields: form.fields.map((f) => ({ ...f, options: f.options.map((o) => ({ ...o })) })),
    submit_label: { ...form.submit_label },
    success:
      form.success.kind === 'page'
        ? { ...form.success }
        : { kind: 'message', message: { ...form.success.message } },
    recipients: [...form.recipients],
    proof_of_work: form.proof_of_work,
    on_product_pages: form.on_product_pages,
  };
}

export type DraftAction =
  | { type: 'reset'; draft: FormDraft }
  | { type: 'set'; patch: Partial<FormDraft> }
  /** `lang`: the language whose texts are edited, which the new field's label is written in. */
  | { type: 'addField'; kind: FormFieldKind; lang?: string }
  | { type: 'removeField'; index: number }
  | { type: 'moveField'; from: number; to: number }
  | { type: 'updateField'; index: number; patch: Partial<FormField> }
  | { type: 'fieldText'; index: number; text: FieldText; lang: string; value: string }
  | { type: 'addOption'; index: number }
  | { type: 'removeOption'; index: number; option: number }
  | { type: 'updateOption'; index: number; option: number; value?: string; lang?: string; label?: string }
  | { type: 'submitLabel'; lang: string; value: string }
  | { type: 'successMessage'; lang: string; value: string };

/** Sets one language's text; an emptied text is left out, as the server stores it. */
function withText(texts: Record<string, string>, lang: string, value: string): Record<string, string> {
  const next = { ...texts };
  if (value === '') delete next[lang];
  else next[lang] = value;
  return next;
}

function mapField(draft: FormDraft, index: number, change: (field: FormField) => FormField): FormDraft {
  if (index < 0 || index >= draft.fields.length) return draft;
  return { ...draft, fields: draft.fields.map((f, i) => (i === index ? change(f) : f)) };
}

/** The edit drawer's changes to a draft; every change answers a new draft (React state). */
export function draftReducer(draft: FormDraft, action: DraftAction): FormDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'set':
      return { ...draft, ...action.patch };
    case 'addField':
      if (draft.fields.length >= FORM_FIELDS_MAX) return draft;
      return {
        ...draft,
        fields: [
          ...draft.fields,
          {
            ...newField(
              action.kind,
              draft.fields.map((f) => f.key),
            ),
            label: { [action.lang ?? 'en']: newFieldLabel(action.kind, action.lang ?? 'en', draft.fields) },
          },
        ],
      };
    case 'removeField':
      return { ...draft, fields: draft.fields.filter((_f, i) => i !== action.index) };
    case 'moveField': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= draft.fields.length || to >= draft.fields.length)
        return draft;
      const fields = [...draft.fields];
      const [moved] = fields.splice(from, 1);
      fields.splice(to, 0, moved as FormField);
      return { ...draft, fields };
    }
    case 'updateField':
      return mapField(draft, action.index, (f) => {
        const next = { ...f, ...action.patch };
        // A field turned into a choice needs an option to be saved.
        if ((next.kind === 'select' || next.kind === 'multiselect') && next.options.length === 0)
          next.options = [{ value: 'option_1', label: {} }];
        return next;
      });
    case 'fieldText':
      return mapField(draft, action.index, (f) => ({
        ...f,
        [action.text]: withText(f[action.text], action.lang, action.value),
      }));
    case 'addOption':
      return mapField(draft, action.index, (f) =>
        f.options.length >= FORM_OPTIONS_MAX
          ? f
          : {
              ...f,
              options: [
                ...f.options,
                {
                  value: freeKey(
                    'option',
                    f.options.map((o) => o.value),
                  ),
                  label: {},
                },
              ],
            },
      );
    case 'removeOption':
      return mapField(draft, action.index, (f) => ({
        ...f,
        options: f.options.filter((_o, i) => i !== action.option),
      }));
    case 'updateOption':
      return mapField(draft, action.index, (f) => ({
        ...f,
        options: f.options.map((o, i) => {
          if (i !== action.option) return o;
          return {
            value: action.value ?? o.value,
            label: action.lang !== undefined ? withText(o.label, action.lang, action.label ?? '') : o.label,
          };
        }),
      }));
    case 'submitLabel':
      return { ...draft, submit_label: withText(draft.submit_label, action.lang, action.value) };
    case 'successMessage':
      if (draft.success.kind !== 'message') return draft;
      return {
        ...draft,
        success: { kind: 'message', message: withText(draft.success.message, action.lang, action.value) },
      };
  }
}

export interface DraftProblem {
  /** Where: `name`, `fields.2.key`, `recipients.0`… as the schema names it. */
  path: string;
  message: string;
}

/**
 * The save body of a draft, or the problems the contract's schema finds in it (the same check the
 * server makes), so the operator sees them before sending.
 */
export function draftToBody(
  draft: FormDraft,
  target: { websiteId: number; id?: number; version?: number },
): { body: FormSaveBody; problems: [] } | { body: null; problems: DraftProblem[] } {
  const body: FormSaveBody = {
    website_id: target.websiteId,
    ...(target.id !== undefined ? { id: target.id, version: target.version } : {}),
    ...draft,
  };
  const parsed = FormSaveBody.safeParse(body);
  if (parsed.success) return { body, problems: [] };
  return {
    body: null,
    problems: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/** The problems of one field (by its index), for showing beside it. */
export function fieldProblems(problems: readonly DraftProblem[], index: number): string[] {
  const prefix = `fields.${index}`;
  return problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`)).map((p) => p.message);
}

/** Whether a field's key or pattern (folded under "Advanced") has a problem, so the fold opens. */
export function hasAdvancedProblem(problems: readonly DraftProblem[], index: number): boolean {
  return problems.some((p) => p.path === `fields.${index}.key` || p.path === `fields.${index}.pattern`);
}

/** One language's text of a field's per-language texts ('' when it has none). */
export function textOf(texts: Partial<Record<string, string>>, lang: string): string {
  return texts[lang] ?? '';
}
