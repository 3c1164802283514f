import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import {
  fileExtension,
  formatBytes,
  MEDIA_ALT_MAX,
  MEDIA_NAME_MAX,
  type MediaLibraryFile,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { useMediaUsage } from '../../shared/api/media/get-media-usage.ts';
import { useRenameMediaFile } from '../../shared/api/media/rename-media-file.ts';
import { useSetMediaAlt } from '../../shared/api/media/set-media-alt.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { MediaThumb } from '../../shared/media-picker/media-thumb.tsx';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';

/** The name without its extension, and the extension with its dot ('' when none). */
export function splitName(name: string): { base: string; ext: string } {
  const ext = fileExtension(name);
  if (ext === '') return { base: name, ext: '' };
  return { base: name.slice(0, name.length - ext.length - 1), ext: name.slice(name.length - ext.length - 1) };
}

export interface MediaDetailsDrawerProps {
  websiteId: number;
  file: MediaLibraryFile | null;
  onClose(): void;
  onDelete(file: MediaLibraryFile): void;
}

/** One file: a larger preview, its name and alternative text to edit, its address and where it is used. */
export function MediaDetailsDrawer({ websiteId, file, onClose, onDelete }: MediaDetailsDrawerProps) {
  const t = useT();
  return (
    <Drawer
      open={file !== null}
      onClose={onClose}
      size={420}
      title={t('media.detailsTitle')}
      destroyOnHidden
      data-testid="media-details"
    >
      {file ? <Details key={file.id} websiteId={websiteId} file={file} onDelete={onDelete} /> : null}
    </Drawer>
  );
}

function Details({
  websiteId,
  file,
  onDelete,
}: {
  websiteId: number;
  file: MediaLibraryFile;
  onDelete(file: MediaLibraryFile): void;
}) {
  const t = useT();
  const lang = useLanguage();
  const rename = useRenameMediaFile();
  const setAlt = useSetMediaAlt();
  const usage = useMediaUsage(websiteId, [file.id]);
  const { base, ext } = splitName(file.name);
  const isImage = file.kind === 'image' || file.kind === 'svg';
  const absoluteUrl = new URL(file.url, window.location.origin).toString();
  const pages = usage.data?.list[0]?.pages ?? [];
  const others = usage.data?.list[0]?.other_count ?? 0;

  async function saveName({ base: newBase }: { base: string }) {
    try {
      await rename.mutateAsync({ website_id: websiteId, id: file.id, name: `${newBase.trim()}${ext}` });
      toastSuccess(t('media.renamed'));
    } catch {
      // The client has shown why.
    }
  }

  async function saveAlt({ alt }: { alt: string }) {
    try {
      await setAlt.mutateAsync({ website_id: websiteId, id: file.id, alt: alt.trim() });
      toastSuccess(t('media.altSaved'));
    } catch {
      // The client has shown why.
    }
  }

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(absoluteUrl);
      toastSuccess(t('media.copied'));
    } catch {
      toastError(t('media.copyFailed'));
    }
  }

  return (
    <div className="media-details">
      <a className="media-details-preview" href={file.url} target="_blank" rel="noreferrer">
        <MediaThumb file={file} width={640} />
      </a>

      <Form layout="vertical" initialValues={{ base }} onFinish={saveName}>
        <Form.Item
          name="base"
          label={t('media.fileName')}
          rules={[
            { required: true, whitespace: true, message: t('media.fileNameRequired') },
            { max: MEDIA_NAME_MAX - ext.length, message: t('media.fileNameTooLong') },
            { pattern: /^[^/\\]*$/, message: t('media.nameNoSlash') },
          ]}
          extra={ext ? t('media.extensionKept', { ext }) : undefined}
        >
          <Input suffix={ext || undefined} data-testid="media-details-name" />
        </Form.Item>
        <Button htmlType="submit" loading={rename.isPending} data-testid="media-details-rename">
          {t('media.rename')}
        </Button>
      </Form>

      {isImage ? (
        <Form
          layout="vertical"
          initialValues={{ alt: file.alt }}
          onFinish={saveAlt}
          className="media-details-alt"
        >
          <Form.Item name="alt" label={t('media.altText')} extra={t('media.altHelp')}>
            <Input.TextArea
              maxLength={MEDIA_ALT_MAX}
              autoSize={{ minRows: 2, maxRows: 5 }}
              data-testid="media-details-alt"
            />
          </Form.Item>
          <Button htmlType="submit" loading={setAlt.isPending} data-testid="media-details-alt-save">
            {t('media.saveAlt')}
          </Button>
        </Form>
      ) : null}

      <Descriptions
        className="media-details-info"
        column={1}
        size="small"
        items={[
          { key: 'kind', label: t('media.kind'), children: t(`media.kinds.${file.kind}`) },
          { key: 'size', label: t('media.size'), children: formatBytes(file.size) },
          ...(file.width && file.height
            ? [{ key: 'dim', label: t('media.dimensions'), children: `${file.width} × ${file.height} px` }]
            : []),
          {
            key: 'uploaded',
            label: t('media.uploaded'),
            children: new Date(file.created_at).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en'),
          },
          {
            key: 'url',
            label: t('media.address'),
            children: (
              <span className="media-details-url">
                <code>{file.url}</code>
                <Button
                  size="small"
                  icon={<CopyOutlined />}
                  onClick={copyUrl}
                  aria-label={t('media.copyUrl')}
                />
              </span>
            ),
          },
        ]}
      />

      <section className="media-details-usage" data-testid="media-details-usage">
        <h3>{t('media.usage')}</h3>
        {usage.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : pages.length === 0 && others === 0 ? (
          <p className="screen-muted">{t('media.usageNone')}</p>
        ) : (
          <ul>
            {pages.map((p) => (
              <li key={p.id}>
                {p.page_name || t('media.unnamedPage')} <span className="screen-muted">({p.lang})</span>
              </li>
            ))}
            {others > 0 ? <li>{t('media.usageOther', { n: others })}</li> : null}
          </ul>
        )}
      </section>

      <Button danger block onClick={() => onDelete(file)} data-testid="media-details-delete">
        {t('media.deleteFile')}
      </Button>
    </div>
  );
}
