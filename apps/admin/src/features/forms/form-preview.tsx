import { COUNTRY_CODES, FORM_FILE_TYPES, type FormField, submissionSchema } from '@sitewright/contract';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import type { FormDraft } from './form-draft.ts';

interface FormPreviewProps {
  draft: FormDraft;
  /** The site language the preview is drawn in. */
  lang: string;
  /** The website's default language: the texts a language lacks come from it, as on the site. */
  fallbackLang: string;
}

function textIn(texts: Record<string, string>, lang: string, fallback: string): string {
  return texts[lang] || texts[fallback] || '';
}

/** What a field's input posts, read back from the preview's form as the site server would. */
function valuesOf(form: HTMLFormElement, fields: readonly FormField[]): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'multiselect') values[field.key] = data.getAll(field.key).map(String);
    else if (field.kind === 'file') {
      const file = data.get(field.key);
      values[field.key] =
        file instanceof File && file.size > 0 ? { name: file.name, url: '', size: file.size } : undefined;
    } else if (field.kind === 'consent') values[field.key] = data.get(field.key) === 'on';
    else values[field.key] = String(data.get(field.key) ?? '');
  }
  return values;
}

/**
 * The form as visitors will see it, in one language: the same inputs, and the same checks
 * (`submissionSchema`) with the messages visitors get. Sending it here only shows the outcome.
 */
export function FormPreview({ draft, lang, fallbackLang }: FormPreviewProps) {
  const t = useT();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, lang),
    );
  }, [lang]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let schema: ReturnType<typeof submissionSchema>;
    try {
      schema = submissionSchema(draft.fields, lang);
    } catch {
      // A pattern that is not a regular expression yet: the editor shows that problem.
      return;
    }
    const result = schema.safeParse(valuesOf(event.currentTarget, draft.fields));
    if (result.success) {
      setProblems({});
      setSent(true);
      return;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !next[key]) next[key] = issue.message;
    }
    setProblems(next);
  }

  if (sent) {
    const message = draft.success.kind === 'message' ? textIn(draft.success.message, lang, fallbackLang) : '';
    return (
      <div className="sw-form-preview" data-testid="form-preview">
        <p className="sw-form-success" role="status">
          {draft.success.kind === 'page' ? t('forms.previewGoesToPage') : message || t('forms.previewThanks')}
        </p>
        <button type="button" className="sw-form-again" onClick={() => setSent(false)}>
          {t('forms.previewAgain')}
        </button>
      </div>
    );
  }

  return (
    <form className="sw-form-preview" noValidate onSubmit={submit} data-testid="form-preview" lang={lang}>
      {draft.fields.map((field) => {
        if (field.kind === 'hidden') return <input key={field.key} type="hidden" name={field.key} value="" />;
        const id = `preview-${field.key}`;
        const label = textIn(field.label, lang, fallbackLang) || field.key;
        const help = textIn(field.help, lang, fallbackLang);
        const placeholder = textIn(field.placeholder, lang, fallbackLang) || undefined;
        const problem = problems[field.key];
        const described = [help ? `${id}-help` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
        const common = {
          id,
          name: field.key,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': described || undefined,
        };
        let input: ReactNode;
        switch (field.kind) {
          case 'textarea':
            input = <textarea {...common} rows={4} placeholder={placeholder} />;
            break;
          case 'select':
            input = (
              <select {...common} defaultValue="">
                <option value="">—</option>
                {field.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {textIn(o.label, lang, fallbackLang) || o.value}
                  </option>
                ))}
              </select>
            );
            break;
          case 'multiselect':
            return (
              <fieldset key={field.key} className="sw-form-field sw-form-choices">
                <legend>
                  {label}
                  {field.required ? <span aria-hidden="true"> *</span> : null}
                </legend>
                {field.options.map((o) => (
                  <label key={o.value}>
                    <input type="checkbox" name={field.key} value={o.value} />{' '}
                    {textIn(o.label, lang, fallbackLang) || o.value}
                  </label>
                ))}
                {help ? <small id={`${id}-help`}>{help}</small> : null}
                {problem ? (
                  <small id={`${id}-error`} className="sw-form-error" role="alert">
                    {problem}
                  </small>
                ) : null}
              </fieldset>
            );
          case 'country':
            input = (
              <select {...common} defaultValue="">
                <option value="">—</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            );
            break;
          case 'file':
            input = (
              <input
                {...common}
                type="file"
                accept={field.file_types
                  .flatMap((type) => FORM_FILE_TYPES[type].map((ext) => `.${ext}`))
                  .join(',')}
              />
            );
            break;
          case 'consent':
            return (
              <div key={field.key} className="sw-form-field sw-form-consent">
                <label>
                  <input {...common} type="checkbox" /> {label}
                  {field.required ? <span aria-hidden="true"> *</span> : null}
                  {field.consent_url ? (
                    <>
                      {' '}
                      <a href={field.consent_url} target="_blank" rel="noreferrer">
                        {t('forms.previewConsentLink')}
                      </a>
                    </>
                  ) : null}
                </label>
                {help ? <small id={`${id}-help`}>{help}</small> : null}
                {problem ? (
                  <small id={`${id}-error`} className="sw-form-error" role="alert">
                    {problem}
                  </small>
                ) : null}
              </div>
            );
          default: {
            const type =
              { email: 'email', phone: 'tel', number: 'number', date: 'date' }[field.kind as string] ??
              'text';
            input = <input {...common} type={type} placeholder={placeholder} />;
          }
        }
        return (
          <div key={field.key} className="sw-form-field">
            <label htmlFor={id} id={`${id}-label`}>
              {label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </label>
            {input}
            {help ? <small id={`${id}-help`}>{help}</small> : null}
            {problem ? (
              <small id={`${id}-error`} className="sw-form-error" role="alert">
                {problem}
              </small>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="sw-form-submit">
        {textIn(draft.submit_label, lang, fallbackLang) || t('forms.previewSubmit')}
      </button>
    </form>
  );
}
