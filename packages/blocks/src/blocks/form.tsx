import {
  ALTCHA_CHALLENGE_PATH,
  FORM_FILE_TYPES,
  FORM_INPUT,
  FORM_STAMP_PLACEHOLDER,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  type FormField,
  type FormPublic,
  formAnchor,
  formSentAnchor,
  formSubmitPath,
} from '@sitewright/contract';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { type RenderContext, uiLang } from '../context.ts';
import { countryOptions } from '../countries.ts';
import { cx, defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { isSafeLink } from '../urls.ts';

const TEXT = {
  en: {
    choose: 'Choose…',
    submit: 'Send',
    sent: 'Thank you. Your message has been sent.',
    privacy: 'Privacy policy',
    honeypot: 'Leave this field empty',
    inquire: 'Inquire about this product',
    register: 'Register',
    fix: 'Please correct the marked fields.',
    fileHint: (mb: number, types: string) => `Up to ${mb} MB (${types}).`,
    pick: 'Form: choose one of the website’s forms in this block’s settings.',
    gone: 'Form: the chosen form is stopped or deleted, so the site shows nothing here.',
    optional: 'optional',
  },
  zh: {
    choose: '请选择…',
    submit: '提交',
    sent: '感谢您的留言，我们已收到。',
    privacy: '隐私政策',
    honeypot: '请勿填写此项',
    inquire: '咨询此产品',
    register: '立即报名',
    fix: '请修改标出的内容。',
    fileHint: (mb: number, types: string) => `最大 ${mb} MB（${types}）。`,
    pick: '表单：请在此区块的设置中选择网站的一个表单。',
    gone: '表单：所选表单已停用或删除，网站上此处不显示任何内容。',
    optional: '选填',
  },
} as const;

/** What the visitor sent and what was wrong with it, when the form is shown again after a refusal. */
export interface FormViewState {
  values: Record<string, string | string[]>;
  /** Field key → the message shown under it. */
  errors: Record<string, string>;
  /** The stamp of the view the visitor filled in, kept so that re-sending does not look faster than it was. */
  stamp?: string;
}

export interface FormViewProps {
  form: FormPublic;
  context: RenderContext;
  /** Makes the inputs' ids unique when one page shows a form twice. */
  instance: string;
  heading?: string | undefined;
  /** A product page's inquiry: the product it is about. */
  product?: { id: number; title: string } | undefined;
  state?: FormViewState | undefined;
}

/** A per-language text in the page's language, else the website's default one, else any. */
export function localized(text: Record<string, string | undefined>, context: RenderContext): string {
  const own = text[context.lang];
  if (own) return own;
  const fallback = context.defaultLang ? text[context.defaultLang] : undefined;
  if (fallback) return fallback;
  return Object.values(text).find((v) => !!v) ?? '';
}

function acceptOf(field: FormField): string {
  return field.file_types.flatMap((type) => FORM_FILE_TYPES[type].map((ext) => `.${ext}`)).join(',');
}

/** The address a hidden field carries when the page knows it at render; the rest the form script fills. */
function hiddenValue(field: FormField, props: FormViewProps): string {
  if (field.hidden_source === 'page') return props.context.canonical ?? props.context.path ?? '';
  if (field.hidden_source === 'product') return props.product?.title ?? '';
  return '';
}

function FieldInput({
  field,
  props,
  id,
  describedBy,
}: {
  field: FormField;
  props: FormViewProps;
  id: string;
  describedBy: string | undefined;
}): ReactNode {
  const { context, state } = props;
  const text = TEXT[uiLang(context.lang)];
  const sent = state?.values[field.key];
  const value = typeof sent === 'string' ? sent : '';
  const invalid = state?.errors[field.key] ? true : undefined;
  const placeholder = localized(field.placeholder, context) || undefined;
  const common = {
    id,
    name: field.key,
    required: field.required || undefined,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  switch (field.kind) {
    case 'text':
      return (
        <input
          {...common}
          type="text"
          className="sw-form__input"
          defaultValue={value}
          maxLength={FORM_TEXT_MAX}
          placeholder={placeholder}
          pattern={field.pattern || undefined}
        />
      );
    case 'textarea':
      return (
        <textarea
          {...common}
          className="sw-form__input sw-form__textarea"
          rows={5}
          defaultValue={value}
          maxLength={FORM_TEXTAREA_MAX}
          placeholder={placeholder}
        />
      );
    case 'email':
      return (
        <input
          {...common}
          type="email"
          autoComplete="email"
          className="sw-form__input"
          defaultValue={value}
          maxLength={254}
          placeholder={placeholder}
        />
      );
    case 'phone':
      return (
        <input
          {...common}
          type="tel"
          autoComplete="tel"
          className="sw-form__input"
          defaultValue={value}
          maxLength={32}
          placeholder={placeholder ?? '+44 20 7946 0958'}
          pattern="\+[0-9\s\(\)\.\-]{7,30}"
        />
      );
    case 'number':
      return (
        <input
          {...common}
          type="number"
          inputMode="decimal"
          step="any"
          className="sw-form__input"
          defaultValue={value}
          placeholder={placeholder}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
        />
      );
    case 'date':
      return <input {...common} type="date" className="sw-form__input" defaultValue={value} />;
    case 'select':
      return (
        <select {...common} className="sw-form__input" defaultValue={value}>
          <option value="">{placeholder ?? text.choose}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {localized(option.label, context) || option.value}
            </option>
          ))}
        </select>
      );
    case 'country':
      return (
        <select {...common} autoComplete="country" className="sw-form__input" defaultValue={value}>
          <option value="">{placeholder ?? text.choose}</option>
          {countryOptions(context.lang).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      );
    case 'file':
      return (
        <input
          {...common}
          type="file"
          className="sw-form__file"
          accept={acceptOf(field)}
          data-max-bytes={field.file_max_mb * 1024 * 1024}
        />
      );
    case 'multiselect':
    case 'consent':
    case 'hidden':
      return null;
  }
}

function FieldRow({ field, props }: { field: FormField; props: FormViewProps }): ReactNode {
  const { context, state } = props;
  const text = TEXT[uiLang(context.lang)];
  const id = `sw-form-${props.instance}-${field.key}`;
  const label = localized(field.label, context) || field.key;
  const help = localized(field.help, context);
  const error = state?.errors[field.key];
  const helpId = help || field.kind === 'file' ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const errorLine = (
    <p className="sw-form__error" id={`${id}-error`} hidden={!error}>
      {error ?? ''}
    </p>
  );
  const fileHint =
    field.kind === 'file'
      ? text.fileHint(field.file_max_mb, field.file_types.flatMap((t) => FORM_FILE_TYPES[t]).join(', '))
      : '';
  const helpLine =
    help || fileHint ? (
      <p className="sw-form__help" id={`${id}-help`}>
        {[help, fileHint].filter(Boolean).join(' ')}
      </p>
    ) : null;

  if (field.kind === 'hidden') {
    const known = hiddenValue(field, props);
    const sent = state?.values[field.key];
    return (
      <input
        type="hidden"
        name={field.key}
        defaultValue={typeof sent === 'string' && sent !== '' ? sent : known}
        {...(known === '' ? { 'data-sw-fill': field.hidden_source } : {})}
      />
    );
  }
  if (field.kind === 'multiselect') {
    const sent = state?.values[field.key];
    const chosen = new Set(Array.isArray(sent) ? sent : sent ? [sent] : []);
    return (
      <fieldset
        className={cx('sw-form__field', 'sw-form__choices', error && 'sw-form__field--invalid')}
        data-sw-field={field.key}
        aria-describedby={describedBy}
      >
        <legend className="sw-form__label">
          {label}
          {field.required ? <span className="sw-form__required"> *</span> : null}
        </legend>
        {field.options.map((option) => (
          <label key={option.value} className="sw-form__choice">
            <input
              type="checkbox"
              name={field.key}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
            />{' '}
            {localized(option.label, context) || option.value}
          </label>
        ))}
        {helpLine}
        {errorLine}
      </fieldset>
    );
  }
  if (field.kind === 'consent') {
    const sent = state?.values[field.key];
    const href = field.consent_url && isSafeLink(field.consent_url) ? field.consent_url : undefined;
    return (
      <div
        className={cx('sw-form__field', 'sw-form__consent', error && 'sw-form__field--invalid')}
        data-sw-field={field.key}
      >
        <label className="sw-form__choice" htmlFor={id}>
          <input
            type="checkbox"
            id={id}
            name={field.key}
            value="on"
            required={field.required || undefined}
            defaultChecked={sent === 'on' || sent === 'true' || sent === 'yes'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />{' '}
          {label}
        </label>
        {href ? (
          <>
            {' '}
            <a className="sw-form__consent-link" href={href} target="_blank" rel="noopener">
              {text.privacy}
            </a>
          </>
        ) : null}
        {helpLine}
        {errorLine}
      </div>
    );
  }
  return (
    <div className={cx('sw-form__field', error && 'sw-form__field--invalid')} data-sw-field={field.key}>
      <label className="sw-form__label" htmlFor={id}>
        {label}
        {field.required ? <span className="sw-form__required"> *</span> : null}
      </label>
      <FieldInput field={field} props={props} id={id} describedBy={describedBy} />
      {helpLine}
      {errorLine}
    </div>
  );
}

/**
 * A form as visitors get it: a plain POST to the site server that works without script, with the
 * browser's own checks (required, e-mail, phone, ranges, file types), a honeypot, the page's
 * signed stamp (filled in by the site server when it serves the page), and a thank-you message
 * that shows when the server sends the visitor back to `#sw-form-<id>-sent`. The region's
 * `data-sw-form` marks where the site server puts the form back with the visitor's values and
 * errors; it holds no other section element, so its end is the first `</section>` after it.
 */
export function FormView(props: FormViewProps): ReactNode {
  const { form, context, state } = props;
  const text = TEXT[uiLang(context.lang)];
  const hasFile = form.fields.some((f) => f.kind === 'file');
  const sentMessage =
    (form.success.kind === 'message' ? localized(form.success.message, context) : '') || text.sent;
  const errorCount = state ? Object.keys(state.errors).length : 0;
  return (
    <section
      className="sw-block sw-form"
      id={formAnchor(form.id)}
      data-sw-form={form.id}
      aria-label={props.heading || undefined}
    >
      <div className="sw-container">
        {props.heading ? <h2 className="sw-form__heading">{props.heading}</h2> : null}
        <div className="sw-form__sent" id={formSentAnchor(form.id)} role="status" tabIndex={-1}>
          <p>{sentMessage}</p>
        </div>
        <form
          className="sw-form__form"
          method="post"
          action={formSubmitPath(form.id)}
          {...(hasFile ? { encType: 'multipart/form-data' } : {})}
          acceptCharset="utf-8"
        >
          <div className="sw-form__alert" role="alert" hidden={errorCount === 0}>
            {errorCount > 0 ? text.fix : ''}
          </div>
          <input
            type="hidden"
            name={FORM_INPUT.stamp}
            defaultValue={state?.stamp ?? FORM_STAMP_PLACEHOLDER}
          />
          <input type="hidden" name={FORM_INPUT.lang} defaultValue={context.lang} />
          <input type="hidden" name={FORM_INPUT.page} defaultValue={context.path ?? ''} />
          {props.product ? (
            <input type="hidden" name={FORM_INPUT.product} defaultValue={String(props.product.id)} />
          ) : null}
          <div className="sw-form__hp" aria-hidden="true">
            <label>
              {text.honeypot}
              <input
                type="text"
                name={FORM_INPUT.honeypot}
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </label>
          </div>
          {form.fields.map((field) => (
            <FieldRow key={field.key} field={field} props={props} />
          ))}
          {form.proof_of_work ? (
            <div className="sw-form__pow">
              <altcha-widget
                challenge={ALTCHA_CHALLENGE_PATH}
                name={FORM_INPUT.altcha}
                language={uiLang(context.lang)}
                auto="onfocus"
                data-sw-altcha=""
              />
            </div>
          ) : null}
          <div className="sw-form__actions">
            <button type="submit" className="sw-button sw-button--primary sw-button--medium">
              {localized(form.submit_label, context) || text.submit}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The self-hosted ALTCHA widget (a custom element its script defines). */
      'altcha-widget': {
        challenge?: string;
        name?: string;
        language?: string;
        auto?: string;
        'data-sw-altcha'?: string;
      };
    }
  }
}

/** The form's region as HTML, for the site server showing it again with a visitor's values and errors. */
export function formHtml(props: FormViewProps): string {
  return renderToStaticMarkup(<FormView {...props} />);
}

/** The editor canvas's note where the site shows nothing. */
function CanvasNote({ children }: { children: string }): ReactNode {
  return (
    <section className="sw-block sw-form sw-form--placeholder">
      <p className="sw-empty">{children}</p>
    </section>
  );
}

/** A product page's inquiry form under the product, with the product filled in. */
export function ProductInquiry({
  context,
  product,
}: {
  context: RenderContext;
  product: { id: number; title: string };
}): ReactNode {
  const form = context.productFormId === undefined ? undefined : context.forms?.[context.productFormId];
  if (!form) return null;
  return (
    <FormView
      form={form}
      context={context}
      instance="inquiry"
      heading={TEXT[uiLang(context.lang)].inquire}
      product={product}
    />
  );
}

/** An event page's registration form (one of the website's forms) under the event. */
export function RegistrationForm({ context, formId }: { context: RenderContext; formId: number }): ReactNode {
  const form = context.forms?.[formId];
  if (form?.status !== 'active') return null;
  return (
    <FormView
      form={form}
      context={context}
      instance="registration"
      heading={TEXT[uiLang(context.lang)].register}
    />
  );
}

/**
 * One of the website's inquiry forms on a page. The publisher hands the active forms to the
 * render; a form stopped or deleted since is left off the page at the next publish (the site
 * server already answers its submissions with "closed").
 */
export const form = defineBlock({
  type: 'form',
  label: { en: 'Form', zh: '表单' },
  category: 'dynamic',
  schema: z.strictObject({
    /** 0: no form chosen yet. */
    formId: z.number().int().min(0).max(2_147_483_647).default(0),
    heading: PlainText.trim().max(120).optional(),
  }),
  defaults: { formId: 0 },
  View({ id, props, context }) {
    const text = TEXT[uiLang(context.lang)];
    const chosen = props.formId > 0 ? context.forms?.[props.formId] : undefined;
    if (chosen?.status !== 'active') {
      if (!context.canvas) return null;
      return <CanvasNote>{props.formId > 0 && context.forms ? text.gone : text.pick}</CanvasNote>;
    }
    return <FormView form={chosen} context={context} instance={id} heading={props.heading} />;
  },
});
