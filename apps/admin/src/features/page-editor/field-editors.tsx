import { FieldLabel } from '@puckeditor/core';
import Input from 'antd/es/input';
import { useState } from 'react';
import type { TFunction } from '../../shared/i18n/index.ts';
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

/**
 * Field editors Puck does not have. Images and files take an address until the media library's
 * picker is available; rich text is edited as HTML until the rich-text editor is.
 */
export function createFieldRenderers(t: TFunction): CustomFieldRenderers {
  return {
    media: ({ field, name, value, onChange, readOnly }) => (
      <FieldLabel label={field.label ?? name} el="div">
        <Input
          value={typeof value === 'string' ? value : ''}
          placeholder={t('pageEditor.mediaUrl')}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`field-${name}`}
        />
      </FieldLabel>
    ),
    richText: ({ field, name, value, onChange, readOnly }) => (
      <FieldLabel label={field.label ?? name} el="div">
        <Input.TextArea
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          autoSize={{ minRows: 4, maxRows: 16 }}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`field-${name}`}
        />
      </FieldLabel>
    ),
    grid: (props) => <GridField {...props} hint={t('pageEditor.gridHint')} />,
  };
}
