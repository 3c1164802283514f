import type { MediaFolderContents, MediaFolderNode } from '@sitewright/contract';
import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';

/** What a folder holds: files directly in it and folders directly under it. */
export function folderContents(
  folders: readonly MediaFolderNode[],
  id: number,
): { files: number; folders: number } {
  const own = folders.find((f) => f.id === id);
  return { files: own?.file_count ?? 0, folders: folders.filter((f) => f.parent_id === id).length };
}

/**
 * Asks before a folder goes. An empty one just goes; for one that holds files or folders the dialog
 * says so first and offers to move them to the folder above (or out of any folder) or to delete
 * them with it.
 */
export function MediaFolderDeleteDialog({
  folder,
  folders,
  busy,
  onConfirm,
  onClose,
}: {
  folder: MediaFolderNode;
  folders: readonly MediaFolderNode[];
  busy: boolean;
  onConfirm(contents: MediaFolderContents | undefined): void;
  onClose(): void;
}) {
  const t = useT();
  const held = folderContents(folders, folder.id);
  const empty = held.files === 0 && held.folders === 0;
  const [choice, setChoice] = useState<MediaFolderContents>('move');
  const parent = folder.parent_id === null ? null : folders.find((f) => f.id === folder.parent_id);
  const where = parent ? t('media.moveToFolder', { name: parent.name }) : t('media.moveToNoFolder');

  return (
    <Modal
      open
      title={t('media.deleteFolderConfirm', { name: folder.name })}
      okText={t('media.deleteFolderOk')}
      okButtonProps={{ danger: true, 'data-testid': 'media-folder-delete-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => onConfirm(empty ? undefined : choice)}
      onCancel={onClose}
    >
      {empty ? (
        <p>{t('media.deleteFolderEmpty')}</p>
      ) : (
        <>
          <p data-testid="media-folder-delete-holds">
            {t('media.folderHolds', {
              files: t(held.files === 1 ? 'media.filesOne' : 'media.filesMany', { n: held.files }),
              folders: t(held.folders === 1 ? 'media.foldersOne' : 'media.foldersMany', { n: held.folders }),
            })}
          </p>
          <Radio.Group
            className="media-folder-delete-choice"
            value={choice}
            onChange={(e) => setChoice(e.target.value as MediaFolderContents)}
            options={[
              { value: 'move', label: where },
              { value: 'delete', label: t('media.deleteContents') },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
