import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { type MessageKey, useT } from '../i18n/index.ts';
import { MediaPickerDialog } from '../media-picker/index.ts';
import { rememberFileName } from './file-names.ts';
import './link-picker-i18n.ts';

/** One typed address (e-mail, phone, web): checked and turned into a link when used. */
export function TypedLinkPanel({
  initial,
  label,
  invalid,
  placeholder,
  inputMode,
  build,
  onPick,
  testId,
}: {
  initial: string;
  label: MessageKey;
  invalid: MessageKey;
  placeholder: string;
  inputMode: 'email' | 'tel' | 'url';
  /** The link for what was typed, or null when it is not valid. */
  build(typed: string): string | null;
  onPick(href: string): void;
  testId: string;
}) {
  const t = useT();
  const [typed, setTyped] = useState(initial);
  const [tried, setTried] = useState(false);
  const href = build(typed);
  const use = () => {
    setTried(true);
    if (href) onPick(href);
  };
  return (
    <Form layout="vertical" className="link-panel" onFinish={use}>
      <Form.Item
        label={t(label)}
        validateStatus={tried && !href ? 'error' : undefined}
        help={tried && !href ? t(invalid) : undefined}
      >
        <Input
          autoFocus
          value={typed}
          inputMode={inputMode}
          placeholder={placeholder}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={use}
          data-testid={testId}
        />
      </Form.Item>
      <Button type="primary" onClick={use} data-testid="link-use">
        {t('linkPicker.use')}
      </Button>
    </Form>
  );
}

/** A file of the media library (any kind): a document to download, a video, an image. */
export function FileLinkPanel({
  websiteId,
  onPick,
}: {
  websiteId: number;
  onPick(href: string, title?: string): void;
}) {
  const t = useT();
  const [browsing, setBrowsing] = useState(false);
  return (
    <div className="link-panel">
      <p className="screen-muted">{t('linkPicker.fileHelp')}</p>
      <Button icon={<FolderOpenOutlined />} onClick={() => setBrowsing(true)} data-testid="link-file-choose">
        {t('linkPicker.fileChoose')}
      </Button>
      {browsing ? (
        <MediaPickerDialog
          open
          websiteId={websiteId}
          onClose={() => setBrowsing(false)}
          onPick={(files) => {
            const file = files[0];
            setBrowsing(false);
            if (!file) return;
            rememberFileName(file.url, file.name);
            onPick(file.url, file.name);
          }}
        />
      ) : null}
    </div>
  );
}
