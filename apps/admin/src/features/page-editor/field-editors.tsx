import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import { FieldLabel, useGetPuck } from '@puckeditor/core';
import { MEDIA_ALT_MAX, type MediaFile } from '@sitewright/contract';
import Button from 'antd/es/button';
import ColorPicker from 'antd/es/color-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { lazy, Suspense, useContext, useState } from 'react';
import type { TFunction } from '../../shared/i18n/index.ts';
import { documentAnchors, LinkField } from '../../shared/link-picker/index.ts';
import { AltTextDialog, ImageField, MediaPickerDialog } from '../../shared/media-picker/index.ts';
import { useEditorForms } from './api/get-editor-forms.ts';
import { type CustomFieldRenderers, puckDataToDocument } from './puck-adapter.ts';
import { CanvasSettingsContext } from './puck-config.tsx';
import { altPathOf, needsAltText, setAt } from './image-alt.ts';
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

/** A prop's own name: array items' fields come as `images[0].src`. */
const propName = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/**
 * An image prop: a click on the picture opens the media library. An image whose block holds no
 * description of it yet (or still the placeholder's) is described right after it is chosen.
 */
function ImageEditorField({
  field,
  name,
  value,
  onChange,
  readOnly,
  websiteId,
}: RenderProps & { websiteId: number }) {
  const getPuck = useGetPuck();
  const [asking, setAsking] = useState<MediaFile | null>(null);
  const altPath = altPathOf(name);
  const label = field.label ?? name;

  /** Sets the alternative text beside this image in the selected block. */
  const setAlt = (alt: string) => {
    const { appState, dispatch, selectedItem } = getPuck();
    const selector = appState.ui.itemSelector;
    if (!selectedItem || !selector?.zone || altPath === null) return;
    const props = setAt(selectedItem.props as Record<string, unknown>, altPath, alt);
    dispatch({
      type: 'replace',
      destinationIndex: selector.index,
      destinationZone: selector.zone,
      data: { ...selectedItem, props: props as typeof selectedItem.props },
    });
  };

  return (
    <FieldLabel label={label} el="div">
      <ImageField
        websiteId={websiteId}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        onPicked={(file) => {
          const props = getPuck().selectedItem?.props as Record<string, unknown> | undefined;
          if (props && needsAltText(props, altPath)) setAsking(file);
        }}
        disabled={readOnly}
        label={label}
        testId={`field-${name}`}
      />
      {asking ? (
        <AltTextDialog
          image={asking.url}
          fileAlt={asking.alt}
          maxLength={Math.min(MEDIA_ALT_MAX, 300)}
          onSubmit={(alt) => {
            setAlt(alt);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </FieldLabel>
  );
}

/** Where a link leads, chosen in the link picker; anchors of the page being edited are offered. */
function LinkEditorField({
  field,
  name,
  value,
  onChange,
  readOnly,
  websiteId,
}: RenderProps & { websiteId: number }) {
  const getPuck = useGetPuck();
  const { context } = useContext(CanvasSettingsContext);
  const label = field.label ?? name;
  const [anchors, setAnchors] = useState<string[]>([]);
  return (
    <FieldLabel label={label} el="div">
      <div
        // The page's anchors as they stand when the picker opens (unsaved sections included).
        onPointerDownCapture={() =>
          setAnchors(documentAnchors(puckDataToDocument(getPuck().appState.data).blocks))
        }
        onKeyDownCapture={() =>
          setAnchors(documentAnchors(puckDataToDocument(getPuck().appState.data).blocks))
        }
      >
        <LinkField
          websiteId={websiteId}
          lang={context.lang}
          pageAnchors={anchors}
          value={typeof value === 'string' ? value : ''}
          onChange={(href) => onChange(href)}
          // Images and gallery items may lead nowhere; buttons and footer links must lead somewhere.
          removable={propName(name) === 'link'}
          disabled={readOnly}
          label={label}
          testId={`field-${name}`}
        />
      </div>
    </FieldLabel>
  );
}

/** A file prop (attachments, captions): an address, or a file chosen from the media library. */
function FileField({
  field,
  name,
  value,
  onChange,
  readOnly,
  websiteId,
  t,
}: RenderProps & { websiteId: number; t: TFunction }) {
  const [picking, setPicking] = useState(false);
  // An attachment's `href` is the file itself, not a link to choose.
  const label = propName(name) === 'href' ? t('linkPicker.kindFile') : (field.label ?? name);
  return (
    <FieldLabel label={label} el="div">
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

/** Field editors Puck does not have: images, files, links, our rich-text editor, table rows. */
export function createFieldRenderers(t: TFunction, websiteId: number): CustomFieldRenderers {
  return {
    media: (props) =>
      IMAGE_PROPS.has(propName(props.name)) ? (
        <ImageEditorField {...props} websiteId={websiteId} />
      ) : (
        <FileField {...props} websiteId={websiteId} t={t} />
      ),
    link: (props) => <LinkEditorField {...props} websiteId={websiteId} />,
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
