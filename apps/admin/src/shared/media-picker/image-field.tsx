import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import type { MediaFile } from '@sitewright/contract';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { MediaPickerDialog } from './media-picker-dialog.tsx';
import './image-field-i18n.ts';

export interface ImageFieldProps {
  websiteId: number;
  /** The image's address, '' for none (antd's Form.Item hands value and onChange in). */
  value?: string | undefined;
  onChange?(url: string): void;
  /** Told of the chosen file after `onChange`, e.g. to ask for its alternative text. */
  onPicked?(file: MediaFile): void;
  /** The image may be taken away (the field is optional). */
  removable?: boolean;
  disabled?: boolean;
  /** What the image is for, so the buttons say which image they are about. */
  label: string;
  testId: string;
}

/**
 * An image field: the picture itself, and a click on it opens the media library (upload inside
 * it) to choose another. Used by the page editor's blocks and the page's share image alike.
 */
export function ImageField({
  websiteId,
  value = '',
  onChange,
  onPicked,
  removable = false,
  disabled = false,
  label,
  testId,
}: ImageFieldProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const action = value ? t('imageField.replace') : t('imageField.choose');
  return (
    <div className="image-field" data-testid={testId}>
      <button
        type="button"
        className="image-field-pick"
        disabled={disabled}
        onClick={() => setPicking(true)}
        aria-label={`${action}: ${label}`}
        title={action}
        data-testid={`${testId}-choose`}
      >
        {value ? (
          <img src={value} alt="" data-testid={`${testId}-preview`} />
        ) : (
          <span className="image-field-empty">
            <PictureOutlined aria-hidden />
            {t('imageField.choose')}
          </span>
        )}
        {value ? <span className="image-field-action">{action}</span> : null}
      </button>
      {removable && value ? (
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          disabled={disabled}
          onClick={() => onChange?.('')}
          aria-label={`${t('imageField.remove')}: ${label}`}
          data-testid={`${testId}-remove`}
        >
          {t('imageField.remove')}
        </Button>
      ) : null}
      {picking ? (
        <MediaPickerDialog
          open
          websiteId={websiteId}
          kinds={['image', 'svg']}
          onClose={() => setPicking(false)}
          onPick={(files) => {
            const file = files[0];
            setPicking(false);
            if (!file) return;
            onChange?.(file.url);
            onPicked?.(file);
          }}
        />
      ) : null}
    </div>
  );
}
