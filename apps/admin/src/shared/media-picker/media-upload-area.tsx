import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { formatBytes, MEDIA_SELECTION_MAX, type MediaFile } from '@sitewright/contract';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import type { RcFile } from 'antd/es/upload/interface';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useUploadConfig } from '../api/media/get-upload-config.ts';
import { mediaQueryKey } from '../api/media/media-keys.ts';
import { uploadMediaFile } from '../api/media/upload-media-file.ts';
import { useT } from '../i18n/index.ts';
import { acceptAttribute, allowedExtensions, checkUpload } from './upload-check.ts';

type ItemStatus = 'uploading' | 'done' | 'existing' | 'error';

interface UploadItem {
  uid: string;
  name: string;
  percent: number;
  status: ItemStatus;
  message?: string;
}

export interface MediaUploadAreaProps {
  websiteId: number;
  /** Where new files go; null for the top level. */
  folderId: number | null;
  /** Told of every file the library now holds (new or already there), once its upload ends. */
  onUploaded?(file: MediaFile, existing: boolean): void;
  /** A shorter drop zone, for dialogs. */
  compact?: boolean;
  /** Only these extensions are offered and accepted (e.g. images for the image dialog). */
  extensions?: readonly string[];
}

/**
 * Drop zone and file chooser of the media library: up to 100 files per selection, each checked
 * against the server's limits before it is sent, each with its own progress bar, and the server's
 * answer (added, already there, or why not) beside its name.
 */
export function MediaUploadArea({
  websiteId,
  folderId,
  onUploaded,
  compact,
  extensions,
}: MediaUploadAreaProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: config } = useUploadConfig();
  const [items, setItems] = useState<UploadItem[]>([]);
  const aborts = useRef(new Map<string, () => void>());
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
      if (refresh.current) clearTimeout(refresh.current);
    };
  }, []);

  const allowed = config ? allowedExtensions(config, extensions) : undefined;

  const update = (uid: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  // A batch of uploads refreshes the lists once it settles, not once per file.
  const refreshSoon = () => {
    if (refresh.current) clearTimeout(refresh.current);
    refresh.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: mediaQueryKey }), 300);
  };

  function beforeUpload(file: RcFile, batch: RcFile[]): boolean | string {
    if (batch.length > MEDIA_SELECTION_MAX) {
      if (file === batch[0]) {
        setItems((list) => [
          {
            uid: `too-many-${file.uid}`,
            name: t('media.uploadBatch', { n: batch.length }),
            percent: 0,
            status: 'error',
            message: t('media.uploadTooMany', { max: MEDIA_SELECTION_MAX }),
          },
          ...list,
        ]);
      }
      return Upload.LIST_IGNORE;
    }
    const problem = config ? checkUpload(file, config, extensions) : null;
    if (problem) {
      setItems((list) => [
        {
          uid: file.uid,
          name: file.name,
          percent: 0,
          status: 'error',
          message: t(problem.key, problem.vars),
        },
        ...list,
      ]);
      return Upload.LIST_IGNORE;
    }
    setItems((list) => [{ uid: file.uid, name: file.name, percent: 0, status: 'uploading' }, ...list]);
    return true;
  }

  return (
    <div
      className={compact ? 'media-upload media-upload-compact' : 'media-upload'}
      data-testid="media-upload"
    >
      <Upload.Dragger
        multiple
        showUploadList={false}
        accept={allowed ? acceptAttribute(allowed) : undefined}
        beforeUpload={beforeUpload}
        customRequest={({ file, onSuccess, onError }) => {
          const rcFile = file as RcFile;
          const handle = uploadMediaFile({ websiteId, folderId, file: rcFile }, (percent) =>
            update(rcFile.uid, { percent }),
          );
          aborts.current.set(rcFile.uid, handle.abort);
          handle.result
            .then((answer) => {
              update(rcFile.uid, {
                percent: 100,
                status: answer.existing ? 'existing' : 'done',
                message: answer.existing ? t('media.uploadExisting', { name: answer.file.name }) : undefined,
              });
              onUploaded?.(answer.file, answer.existing);
              onSuccess?.(answer);
            })
            .catch((error: unknown) => {
              const message = isApiError(error) ? error.message : t('media.uploadFailed');
              update(rcFile.uid, { status: 'error', message });
              onError?.(error instanceof Error ? error : new Error(message));
            })
            .finally(() => {
              aborts.current.delete(rcFile.uid);
              refreshSoon();
            });
          return { abort: handle.abort };
        }}
        data-testid="media-upload-dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('media.uploadDrop')}</p>
        {compact ? null : (
          <p className="ant-upload-hint">
            {t('media.uploadHint', { max: MEDIA_SELECTION_MAX })}
            {config
              ? ` ${t('media.uploadLimits', { image: formatBytes(config.limits.image), file: formatBytes(config.limits.file) })}`
              : ''}
          </p>
        )}
      </Upload.Dragger>
      {items.length > 0 ? (
        <div className="media-upload-list" data-testid="media-upload-list">
          <div className="media-upload-list-head">
            <span>
              {t('media.uploadSummary', {
                done: items.filter((i) => i.status === 'done' || i.status === 'existing').length,
                total: items.length,
              })}
            </span>
            <Button
              size="small"
              type="link"
              disabled={items.some((i) => i.status === 'uploading')}
              onClick={() => setItems([])}
            >
              {t('media.uploadClear')}
            </Button>
          </div>
          <ul>
            {items.map((item) => (
              <li
                key={item.uid}
                className={`media-upload-item media-upload-${item.status}`}
                data-testid="media-upload-item"
              >
                <span className="media-upload-name" title={item.name}>
                  {item.name}
                </span>
                {item.status === 'error' ? null : (
                  <Progress
                    percent={item.percent}
                    size="small"
                    status={item.status === 'uploading' ? 'active' : 'success'}
                    data-testid="media-upload-progress"
                  />
                )}
                {item.message ? (
                  <span className="media-upload-message" data-testid="media-upload-message">
                    {item.message}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
