import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { MediaPickerDialog } from '../../shared/media-picker/index.ts';

export interface BrandImageFieldProps {
  websiteId: number;
  /** The image's address; '' for none (antd's Form.Item hands value and onChange in). */
  value?: string;
  onChange?(value: string): void;
  /** Names the field's parts for tests: `<testId>-choose`, `<testId>-remove`, `<testId>-preview`. */
  testId: string;
  /** The field's label, so the buttons and the picture say which image they are about. */
  label: string;
}

/**
 * One brand image: a thumbnail, "Choose from media library" (upload in place included) and
 * "Remove". A form control, so the settings form's save flow and unsaved-changes check cover it.
 */
export function BrandImageField({ websiteId, value = '', onChange, testId, label }: BrandImageFieldProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <div className="web-set-brand-image" data-testid={testId}>
      <div className="web-set-brand-thumb">
        {value ? (
          <img src={value} alt={label} data-testid={`${testId}-preview`} />
        ) : (
          <span className="screen-muted">{t('brand.none')}</span>
        )}
      </div>
      <div className="web-set-brand-actions">
        <Button
          icon={<FolderOpenOutlined />}
          onClick={() => setPicking(true)}
          aria-label={`${value ? t('brand.replace') : t('brand.choose')}: ${label}`}
          data-testid={`${testId}-choose`}
        >
          {value ? t('brand.replace') : t('brand.choose')}
        </Button>
        {value ? (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => onChange?.('')}
            aria-label={`${t('brand.remove')}: ${label}`}
            data-testid={`${testId}-remove`}
          >
            {t('brand.remove')}
          </Button>
        ) : null}
      </div>
      {picking ? (
        <MediaPickerDialog
          open
          websiteId={websiteId}
          kinds={['image', 'svg']}
          onPick={(files) => {
            const file = files[0];
            if (file) onChange?.(file.url);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}
