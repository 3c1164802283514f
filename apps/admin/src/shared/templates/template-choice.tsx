import type { TemplateId, TemplateSummary } from '@sitewright/contract';
import { LockedItem } from '../commerce/locked-item.tsx';
import { templateLockPrice } from '../commerce/commerce-view.ts';
import { useLanguage, useT } from '../i18n/index.ts';
import { TemplateThumbnail } from './template-thumbnail.tsx';
import './template-thumbnail.css';

export interface TemplateChoiceProps {
  templates: readonly TemplateSummary[];
  /** The chosen template; '' for none (antd's Form.Item hands these in). */
  value?: TemplateId | '';
  onChange?(value: TemplateId | ''): void;
}

/**
 * The templates as picture cards to choose one from, with "none" first: a form control, so a
 * Form.Item can hold it.
 */
export function TemplateChoice({ templates, value = '', onChange }: TemplateChoiceProps) {
  const t = useT();
  const lang = useLanguage();
  const options: { id: TemplateId | ''; name: string; detail: string; template?: TemplateSummary }[] = [
    { id: '', name: t('websites.noTemplate'), detail: '' },
    ...templates.map((template) => ({
      id: template.id,
      name: template.name,
      detail: t('templates.pageCount', { n: template.page_count }),
      template,
    })),
  ];
  return (
    <div
      className="template-choice"
      role="radiogroup"
      aria-label={t('websites.template')}
      data-testid="website-form-template"
    >
      {options.map((option) => {
        // Priced templates the company does not own are shown locked, not choosable.
        const price = option.template ? templateLockPrice(option.template, lang) : undefined;
        return (
          <label
            key={option.id || 'none'}
            className={`template-choice-card${option.id === value ? ' template-choice-card--checked' : ''}`}
            data-testid={`website-form-template-${option.id || 'none'}`}
          >
            {/* A native radio: arrow keys, focus and the checked state come with it. */}
            <input
              type="radio"
              className="template-choice-input"
              name="website-form-template"
              value={option.id}
              checked={option.id === value}
              disabled={price !== undefined}
              aria-label={option.name}
              onChange={() => onChange?.(option.id)}
            />
            {option.template ? (
              <TemplateThumbnail template={option.template} />
            ) : (
              <div className="templates-preview template-choice-blank" aria-hidden="true" />
            )}
            <span className="template-choice-name">{option.name}</span>
            {option.detail ? <span className="template-choice-detail">{option.detail}</span> : null}
            {price ? <LockedItem price={price} tab="templates" /> : null}
          </label>
        );
      })}
    </div>
  );
}
