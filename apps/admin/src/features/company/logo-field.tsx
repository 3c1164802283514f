import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useWebsites } from '../../shared/api/websites/get-websites.ts';
import { useT } from '../../shared/i18n/index.ts';
import { MediaPickerDialog } from '../../shared/media-picker/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';

export interface LogoFieldProps {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
}

/**
 * The company's logo, chosen from a media library: the selected website's, else the first
 * website's, since media belong to websites.
 */
export function LogoField({ value = '', onChange, disabled }: LogoFieldProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const selected = useWebsiteStore((s) => s.website?.website_id);
  const first = useWebsites().data?.list[0]?.website_id;
  const websiteId = selected ?? first;
  return (
    <div className="company-logo" data-testid="company-logo">
      {value ? (
        <img src={value} alt={t('company.logo')} style={{ maxHeight: 64, maxWidth: 200, display: 'block' }} />
      ) : (
        <span className="screen-muted">{t('company.noLogo')}</span>
      )}
      {disabled ? null : (
        <Space style={{ marginTop: 8 }}>
          <Button
            onClick={() => setPicking(true)}
            disabled={websiteId === undefined}
            title={websiteId === undefined ? t('company.logoNeedsWebsite') : undefined}
            data-testid="company-logo-choose"
          >
            {value ? t('company.replaceLogo') : t('company.chooseLogo')}
          </Button>
          {value ? (
            <Button onClick={() => onChange?.('')} data-testid="company-logo-remove">
              {t('company.removeLogo')}
            </Button>
          ) : null}
        </Space>
      )}
      {picking && websiteId !== undefined ? (
        <MediaPickerDialog
          open
          websiteId={websiteId}
          kinds={['image']}
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
