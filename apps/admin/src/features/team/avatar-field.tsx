import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useWebsites } from '../../shared/api/websites/get-websites.ts';
import { useT } from '../../shared/i18n/index.ts';
import { MediaPickerDialog } from '../../shared/media-picker/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';

export interface AvatarFieldProps {
  /** The picture's address; '' for none (antd's Form.Item hands value and onChange in). */
  value?: string;
  onChange?(value: string): void;
}

/**
 * The user's picture, chosen from a media library (upload in place included): the selected
 * website's, else the first website's, since media belong to websites.
 */
export function AvatarField({ value = '', onChange }: AvatarFieldProps) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const selected = useWebsiteStore((s) => s.website?.website_id);
  const first = useWebsites().data?.list[0]?.website_id;
  const websiteId = selected ?? first;
  return (
    <div className="team-avatar" data-testid="user-form-avatar">
      {value ? (
        <Avatar size={64} src={value} alt={t('team.avatar')} data-testid="user-form-avatar-preview" />
      ) : (
        <Avatar size={64}>{t('team.noAvatar')}</Avatar>
      )}
      <div className="team-avatar-actions">
        <Button
          icon={<FolderOpenOutlined />}
          onClick={() => setPicking(true)}
          disabled={websiteId === undefined}
          title={websiteId === undefined ? t('team.avatarNeedsWebsite') : undefined}
          data-testid="user-form-avatar-choose"
        >
          {value ? t('team.replaceAvatar') : t('team.chooseAvatar')}
        </Button>
        {value ? (
          <Button
            icon={<DeleteOutlined />}
            onClick={() => onChange?.('')}
            data-testid="user-form-avatar-remove"
          >
            {t('team.removeAvatar')}
          </Button>
        ) : null}
      </div>
      {picking && websiteId !== undefined ? (
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
