import type { MediaFile } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useDeleteMediaFiles } from '../../shared/api/media/delete-media-files.ts';
import { useMediaUsage } from '../../shared/api/media/get-media-usage.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';

export interface MediaDeleteDialogProps {
  websiteId: number;
  files: readonly MediaFile[];
  onClose(): void;
  onDeleted(ids: number[]): void;
}

/**
 * Confirms deleting files. It asks the server where they are used first, so the warning says on
 * how many pages (and which) each file still appears, as they stand now.
 */
export function MediaDeleteDialog({ websiteId, files, onClose, onDeleted }: MediaDeleteDialogProps) {
  const t = useT();
  const ids = files.map((f) => f.id);
  const usage = useMediaUsage(websiteId, ids);
  const remove = useDeleteMediaFiles();
  const used = (usage.data?.list ?? []).filter((u) => u.pages.length + u.other_count > 0);
  const nameOf = (id: number) => files.find((f) => f.id === id)?.name ?? String(id);
  const single = files[0];

  async function confirm() {
    try {
      const answer = await remove.mutateAsync({ website_id: websiteId, ids });
      toastSuccess(
        t(answer.ids.length === 1 ? 'media.deletedOne' : 'media.deletedMany', { n: answer.ids.length }),
      );
      onDeleted(answer.ids);
    } catch {
      // The client has shown why.
    }
  }

  return (
    <Modal
      open
      title={
        files.length === 1 && single
          ? t('media.deleteConfirmOne', { name: single.name })
          : t('media.deleteConfirmMany', { n: files.length })
      }
      okText={t('common.delete')}
      okButtonProps={{
        danger: true,
        disabled: usage.isPending,
        ...({ 'data-testid': 'media-delete-confirm' } as object),
      }}
      cancelText={t('common.cancel')}
      confirmLoading={remove.isPending}
      onOk={confirm}
      onCancel={onClose}
      data-testid="media-delete-dialog"
    >
      {usage.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : used.length === 0 ? (
        <p className="screen-muted" data-testid="media-delete-unused">
          {t(files.length === 1 ? 'media.deleteUnusedOne' : 'media.deleteUnusedMany')}
        </p>
      ) : (
        <Alert
          type="warning"
          showIcon
          data-testid="media-delete-warning"
          message={t('media.deleteUsedWarning')}
          description={
            <ul className="media-usage-warning">
              {used.map((u) => {
                const places = u.pages.length + u.other_count;
                const pages = u.pages.map((p) => p.page_name || t('media.unnamedPage')).join(', ');
                return (
                  <li key={u.file_id}>
                    <strong>{nameOf(u.file_id)}</strong>:{' '}
                    {places === 1 ? t('media.usedOnOne') : t('media.usedOnMany', { n: places })}
                    {pages ? ` (${pages})` : ''}
                  </li>
                );
              })}
            </ul>
          }
        />
      )}
      <p className="media-delete-note">{t('media.deleteNote')}</p>
    </Modal>
  );
}
