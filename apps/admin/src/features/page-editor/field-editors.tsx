import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import { FieldLabel } from '@puckeditor/core';
import Button from 'antd/es/button';
import ColorPicker from 'antd/es/color-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { lazy, Suspense, useState } from 'react';
import type { TFunction } from '../../shared/i18n/index.ts';
import { MediaPickerDialog } from '../../shared/media-picker/index.ts';
import { useEditorForms } from './api/get-editor-forms.ts';
import type { CustomFieldRenderers } from './puck-adapter.ts';
import { rowsToText, textToRows } from './table-grid.ts';

type RenderProps = Parameters<CustomFieldRenderers['media']>[0];

function GridField({ field, name, value, onChange, readOnly, hint }: RenderProps & { hint: string }) {
  // The text is kept as typed (spaces around a `|` included); the rows are derived from it.
  const [text, setText] = useState(() => rowsToText(value));
  const shown = JSON.stringify(textToRows(text)) === JSON.stringify(value) ? text : rowsToText(value);
  return (
    <FieldLabel label={field.label ?? name} el="div">
      <Input.TextArea
        value={shown}
        readOnly={readOnly}
        autoSize={{ minRows: 3, maxRows: 12 }}
        onChange={(e) => {
          setText(e.target.value);
          onChange(textToRows(e.target.value));
        }}
        data-testid={`field-${name}`}
      />
      <div className="page-editor-field-hint">{hint}</div>
    </FieldLabel>
  );
}

// TipTap is large; it loads when a rich-text block is first selected.
const RichTextEditor = lazy(async () => ({
  default: (await import('../../shared/rich-text/index.ts')).RichTextEditor,
}));

/** Image props take images; file props (attachments, captions) take any file. */
const IMAGE_PROPS = new Set(['src', 'backgroundImage', 'poster', 'logo', 'image']);

function MediaField({
  field,
  name,
  value,
  onChange,
  readOnly,
  websiteId,
  t,
}: RenderProps & { websiteId: number; t: TFunction }) {
  const [picking, setPicking] = useState(false);
  return (
    <FieldLabel label={field.label ?? name} el="div">
      <Space.Compact block>
        <Input
          value={typeof value === 'string' ? value : ''}
          placeholder={t('pageEditor.mediaUrl')}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`field-${name}`}
        />
        <Button
          icon={<FolderOpenOutlined />}
          aria-label={t('pageEditor.mediaLibrary')}
          title={t('pageEditor.mediaLibrary')}
          disabled={readOnly}
          onClick={() => setPicking(true)}
          data-testid={`field-${name}-library`}
        />
      </Space.Compact>
      {picking ? (
        <MediaPickerDialog
          open
          websiteId={websiteId}
          kinds={IMAGE_PROPS.has(name) ? ['image', 'svg'] : undefined}
          onPick={(files) => {
            const file = files[0];
            if (file) onChange(file.url);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </FieldLabel>
  );
}

/** A theme colour token (so the colour follows the site's palette), or a custom colour. */
function ColourField({
  field,
  name,
  value,
  onChange,
  readOnly,
  tokens,
  t,
}: RenderProps & { tokens: string[]; t: TFunction }) {
  const current = typeof value === 'string' ? value : (tokens[0] ?? '');
  const custom = current.startsWith('#');
  return (
    <FieldLabel label={field.label ?? name} el="div">
      <Space.Compact block>
        <Select
          value={custom ? '#' : current}
          disabled={readOnly}
          onChange={(next) => onChange(next === '#' ? '#ffffff' : next)}
          options={[
            ...tokens.map((token) => ({ value: token, label: token })),
            { value: '#', label: t('pageEditor.customColour') },
          ]}
          style={{ flex: 1 }}
          data-testid={`field-${name}`}
        />
        {custom ? (
          <ColorPicker
            value={current}
            disabled={readOnly}
            disabledAlpha
            onChangeComplete={(colour) => onChange(colour.toHexString())}
          />
        ) : null}
      </Space.Compact>
    </FieldLabel>
  );
}

/** One of the website's forms; a stopped one stays listed (marked) so a block holding it says so. */
function FormField({
  field,
  name,
  value,
  onChange,
  readOnly,
  websiteId,
  t,
}: RenderProps & { websiteId: number; t: TFunction }) {
  const { data, isLoading } = useEditorForms(websiteId);
  const list = data?.list ?? [];
  return (
    <FieldLabel label={field.label ?? name} el="div">
      <Select
        value={typeof value === 'number' && value > 0 ? value : undefined}
        placeholder={t('pageEditor.formPick')}
        loading={isLoading}
        disabled={readOnly}
        allowClear
        onChange={(next) => onChange(typeof next === 'number' ? next : 0)}
        options={list.map((form) => ({
          value: form.id,
          label: form.status === 'active' ? form.name : `${form.name} (${t('pageEditor.formStopped')})`,
        }))}
        notFoundContent={t('pageEditor.formNone')}
        style={{ width: '100%' }}
        data-testid={`field-${name}`}
      />
      {!isLoading && list.length === 0 ? (
        <div className="page-editor-field-hint">{t('pageEditor.formNone')}</div>
      ) : null}
    </FieldLabel>
  );
}

/** Field editors Puck does not have: the media library for files, our rich-text editor, table rows. */
export function createFieldRenderers(t: TFunction, websiteId: number): CustomFieldRenderers {
  return {
    media: (props) => <MediaField {...props} websiteId={websiteId} t={t} />,
    richText: ({ field, name, value, onChange }) => (
      <FieldLabel label={field.label ?? name} el="div">
        <Suspense fallback={null}>
          <RichTextEditor
            value={typeof value === 'string' ? value : ''}
            // The editor answers with its own normal form of the HTML on opening; that is no edit.
            onChange={(html) => {
              if (html !== value) onChange(html);
            }}
            websiteId={websiteId}
            minHeight={160}
          />
        </Suspense>
      </FieldLabel>
    ),
    grid: (props) => <GridField {...props} hint={t('pageEditor.gridHint')} />,
    colour: (tokens) => (props) => <ColourField {...props} tokens={tokens} t={t} />,
    form: (props) => <FormField {...props} websiteId={websiteId} t={t} />,
  };
}
