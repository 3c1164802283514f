import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import { useLinkDescription } from './link-description.ts';
import { LinkPickerDialog, type LinkPickerDialogProps } from './link-picker-dialog.tsx';
import './link-picker-i18n.ts';

export interface LinkFieldProps extends Pick<LinkPickerDialogProps, 'websiteId' | 'lang' | 'pageAnchors'> {
  /** The stored link, '' for none (antd's Form.Item hands value and onChange in). */
  value?: string | undefined;
  /** The new link, and the name of what it leads to where there is one. */
  onChange?(href: string, title?: string): void;
  /** The link may be taken away (the field is optional). */
  removable?: boolean;
  disabled?: boolean;
  /** What the link is for, read out with the button ("Link: Page: About us"). */
  label?: string;
  testId?: string;
}

/** A link field: what the link leads to in words; a click opens the link picker. */
export function LinkField({
  value = '',
  onChange,
  removable = false,
  disabled = false,
  label,
  testId = 'link-field',
  ...dialog
}: LinkFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const description = useLinkDescription(dialog.websiteId, value);
  const shown = description || t('linkPicker.choose');
  return (
    <div className="link-field">
      <Button
        className="link-field-choose"
        icon={<LinkOutlined />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        title={value || undefined}
        aria-label={label ? `${label}: ${shown}` : shown}
        data-testid={testId}
      >
        {shown}
      </Button>
      {removable && value ? (
        <Button
          icon={<CloseOutlined />}
          disabled={disabled}
          onClick={() => onChange?.('')}
          aria-label={t('linkPicker.remove')}
          title={t('linkPicker.remove')}
          data-testid={`${testId}-remove`}
        />
      ) : null}
      {open ? (
        <LinkPickerDialog
          open
          value={value}
          {...dialog}
          onPick={(href, title) => {
            setOpen(false);
            onChange?.(href, title);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
