import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  FORM_FIELD_KINDS,
  FORM_FILE_MB_MAX,
  FORM_HELP_MAX,
  FORM_LABEL_MAX,
  FORM_PATTERN_MAX,
  type FormField,
  HIDDEN_SOURCES,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import type { Dispatch } from 'react';
import { FieldRow } from './field-row.tsx';
import { useT } from '../../shared/i18n/index.ts';
import { type DraftAction, type FieldText, textOf } from './form-draft.ts';

const FILE_TYPES = ['image', 'pdf', 'office', 'archive'] as const;

interface FieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  /** The site language whose texts are being edited. */
  lang: string;
  problems: readonly string[];
  /** The key or pattern has a problem: "Advanced" starts open. */
  advancedOpen?: boolean;
  dispatch: Dispatch<DraftAction>;
}

/** One field of the form builder: its kind, key and checks, and its texts in the chosen language. */
export function FieldEditor({
  field,
  index,
  count,
  lang,
  problems,
  advancedOpen = false,
  dispatch,
}: FieldEditorProps) {
  const t = useT();
  const update = (patch: Partial<FormField>) => dispatch({ type: 'updateField', index, patch });
  const text = (which: FieldText, value: string) =>
    dispatch({ type: 'fieldText', index, text: which, lang, value });
  const labelShown = textOf(field.label, lang) || field.key;
  const textInput = (which: FieldText, label: string, max: number) => (
    <FieldRow
      label={
        <>
          {label} <span className="screen-muted">({lang})</span>
        </>
      }
    >
      {(id) => (
        <Input
          id={id}
          value={textOf(field[which], lang)}
          maxLength={max}
          onChange={(e) => text(which, e.target.value)}
          data-testid={`field-${which}-${index}`}
        />
      )}
    </FieldRow>
  );

  return (
    <section className="form-field-card" data-testid={`field-card-${index}`} aria-label={labelShown}>
      <header className="form-field-head">
        <Tag color="blue">{t(`forms.kinds.${field.kind}`)}</Tag>
        <strong className="form-field-title">{labelShown}</strong>
        {field.required ? <Tag color="red">{t('forms.required')}</Tag> : null}
        <span className="form-field-tools">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('forms.moveUp')}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'moveField', from: index, to: index - 1 })}
            data-testid={`field-up-${index}`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('forms.moveDown')}
            disabled={index === count - 1}
            onClick={() => dispatch({ type: 'moveField', from: index, to: index + 1 })}
            data-testid={`field-down-${index}`}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('forms.removeField')}
            disabled={count === 1}
            onClick={() => dispatch({ type: 'removeField', index })}
            data-testid={`field-remove-${index}`}
          />
        </span>
      </header>

      <div className="form-field-grid">
        <FieldRow label={t('forms.fieldKind')}>
          {(id) => (
            <Select
              id={id}
              value={field.kind}
              onChange={(kind) => update({ kind })}
              options={FORM_FIELD_KINDS.map((k) => ({ value: k, label: t(`forms.kinds.${k}`) }))}
              data-testid={`field-kind-${index}`}
            />
          )}
        </FieldRow>
        {field.kind === 'hidden' ? (
          <FieldRow label={t('forms.hiddenSource')}>
            {(id) => (
              <Select
                id={id}
                value={field.hidden_source}
                onChange={(hidden_source) => update({ hidden_source })}
                options={HIDDEN_SOURCES.map((s) => ({ value: s, label: t(`forms.hiddenSources.${s}`) }))}
                data-testid={`field-hidden-${index}`}
              />
            )}
          </FieldRow>
        ) : (
          <FieldRow
            label={field.kind === 'consent' ? t('forms.consentRequired') : t('forms.required')}
            inline
          >
            {(id) => (
              <Switch
                id={id}
                size="small"
                checked={field.required}
                onChange={(required) => update({ required })}
                data-testid={`field-required-${index}`}
              />
            )}
          </FieldRow>
        )}
      </div>

      {field.kind === 'hidden' ? (
        <p className="screen-muted">{t('forms.hiddenHelp')}</p>
      ) : (
        <div className="form-field-grid">
          {textInput('label', t('forms.fieldLabel'), FORM_LABEL_MAX)}
          {textInput('help', t('forms.fieldHelp'), FORM_HELP_MAX)}
          {['text', 'textarea', 'email', 'phone', 'number'].includes(field.kind)
            ? textInput('placeholder', t('forms.fieldPlaceholder'), FORM_LABEL_MAX)
            : null}
        </div>
      )}

      {field.kind === 'number' ? (
        <div className="form-field-grid">
          <FieldRow label={t('forms.min')}>
            {(id) => (
              <InputNumber
                id={id}
                value={field.min}
                onChange={(v) => update({ min: typeof v === 'number' ? v : null })}
                data-testid={`field-min-${index}`}
              />
            )}
          </FieldRow>
          <FieldRow label={t('forms.max')}>
            {(id) => (
              <InputNumber
                id={id}
                value={field.max}
                onChange={(v) => update({ max: typeof v === 'number' ? v : null })}
                data-testid={`field-max-${index}`}
              />
            )}
          </FieldRow>
        </div>
      ) : null}

      {field.kind === 'select' || field.kind === 'multiselect' ? (
        <fieldset className="form-field-options">
          <legend>{t('forms.options')}</legend>
          {field.options.map((option, o) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: values are edited in place; the rows are controlled, so position is their identity.
            <div className="form-option-row" key={o}>
              <Input
                value={option.value}
                aria-label={t('forms.optionValue')}
                placeholder={t('forms.optionValue')}
                onChange={(e) => dispatch({ type: 'updateOption', index, option: o, value: e.target.value })}
                data-testid={`field-option-value-${index}-${o}`}
              />
              <Input
                value={textOf(option.label, lang)}
                aria-label={`${t('forms.optionLabel')} (${lang})`}
                placeholder={`${t('forms.optionLabel')} (${lang})`}
                maxLength={FORM_LABEL_MAX}
                onChange={(e) =>
                  dispatch({ type: 'updateOption', index, option: o, lang, label: e.target.value })
                }
                data-testid={`field-option-label-${index}-${o}`}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('forms.removeOption')}
                disabled={field.options.length === 1}
                onClick={() => dispatch({ type: 'removeOption', index, option: o })}
              />
            </div>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => dispatch({ type: 'addOption', index })}
            data-testid={`field-option-add-${index}`}
          >
            {t('forms.addOption')}
          </Button>
        </fieldset>
      ) : null}

      {field.kind === 'file' ? (
        <div className="form-field-grid">
          <div className="form-field-row">
            <span>{t('forms.fileTypes')}</span>
            <Checkbox.Group
              value={field.file_types}
              onChange={(types) => update({ file_types: types as FormField['file_types'] })}
              options={FILE_TYPES.map((type) => ({ value: type, label: t(`forms.fileTypeNames.${type}`) }))}
            />
          </div>
          <FieldRow label={t('forms.fileMaxMb', { max: FORM_FILE_MB_MAX })}>
            {(id) => (
              <InputNumber
                id={id}
                min={1}
                max={FORM_FILE_MB_MAX}
                precision={0}
                value={field.file_max_mb}
                onChange={(v) => update({ file_max_mb: typeof v === 'number' ? v : 1 })}
                addonAfter="MB"
              />
            )}
          </FieldRow>
        </div>
      ) : null}

      {field.kind === 'consent' ? (
        <FieldRow label={t('forms.consentUrl')}>
          {(id) => (
            <Input
              id={id}
              value={field.consent_url}
              maxLength={500}
              placeholder="/privacy"
              onChange={(e) => update({ consent_url: e.target.value })}
              data-testid={`field-consent-url-${index}`}
            />
          )}
        </FieldRow>
      ) : null}

      {/* What names the value in records and checks its form: rarely changed, so folded away
          (opened when one of its problems needs attention). */}
      <details className="form-field-advanced" open={advancedOpen || undefined}>
        <summary data-testid={`field-advanced-${index}`}>{t('forms.advanced')}</summary>
        <div className="form-field-grid">
          <FieldRow label={t('forms.fieldKey')}>
            {(id) => (
              <Input
                id={id}
                value={field.key}
                maxLength={40}
                onChange={(e) => update({ key: e.target.value })}
                data-testid={`field-key-${index}`}
              />
            )}
          </FieldRow>
          {field.kind === 'text' ? (
            <FieldRow label={t('forms.pattern')} hint={t('forms.patternHelp')}>
              {(id) => (
                <Input
                  id={id}
                  value={field.pattern}
                  maxLength={FORM_PATTERN_MAX}
                  placeholder="[A-Z]{2}[0-9]{4}"
                  onChange={(e) => update({ pattern: e.target.value })}
                  data-testid={`field-pattern-${index}`}
                />
              )}
            </FieldRow>
          ) : null}
        </div>
      </details>

      {problems.length > 0 ? (
        <ul className="form-field-problems" role="alert" data-testid={`field-problems-${index}`}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
