import ExpandOutlined from '@ant-design/icons/es/icons/ExpandOutlined';
import { createUsePuck, FieldLabel } from '@puckeditor/core';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { lazy, Suspense, useContext } from 'react';
import type { TFunction } from '../../shared/i18n/index.ts';
import { CanvasEditingContext } from './canvas-editing.ts';
import type { CustomFieldRenderers } from './puck-adapter.ts';

const usePuck = createUsePuck();

const RichTextEditor = lazy(async () => ({
  default: (await import('../../shared/rich-text/index.ts')).RichTextEditor,
}));

type RenderProps = Parameters<CustomFieldRenderers['richText']>[0];

/**
 * A rich-text block's text in the side panel: typed on the canvas, where it stands; a wide editor
 * (the whole toolbar, full screen) for long work. Puck's 280 px column is no place to write in.
 */
function RichTextPanelField({ field, name, value, onChange, t }: RenderProps & { t: TFunction }) {
  const { websiteId, wideBlock, setWideBlock } = useContext(CanvasEditingContext);
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  const open = wideBlock !== null && wideBlock === selectedId;
  return (
    <FieldLabel label={field.label ?? name} el="div">
      <p className="page-editor-field-hint">{t('pageEditor.richTextOnCanvas')}</p>
      <Button
        icon={<ExpandOutlined />}
        onClick={() => setWideBlock(selectedId)}
        data-testid="rich-text-open-wide"
        block
      >
        {t('pageEditor.richTextWide')}
      </Button>
      <Modal
        open={open}
        title={t('pageEditor.richTextWideTitle')}
        width="min(1100px, 94vw)"
        footer={null}
        destroyOnHidden
        onCancel={() => setWideBlock(null)}
      >
        <Suspense fallback={null}>
          <RichTextEditor
            value={typeof value === 'string' ? value : ''}
            // The editor answers with its own normal form of the HTML on opening; that is no edit.
            onChange={(html) => {
              if (html !== value) onChange(html);
            }}
            websiteId={websiteId}
            label={t('pageEditor.richTextWideTitle')}
            minHeight={420}
          />
        </Suspense>
      </Modal>
    </FieldLabel>
  );
}

/** The side panel's rich-text field, in the editor's language. */
export function richTextPanelField(t: TFunction): CustomFieldRenderers['richText'] {
  return (props) => <RichTextPanelField {...props} t={t} />;
}
