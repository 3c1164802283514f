import type { MediaFile, MediaFolderFilter } from '@sitewright/contract';
import { MEDIA_SELECTION_MAX } from '@sitewright/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useMediaFiles } from '../api/media/get-media-files.ts';
import { useMediaFolders } from '../api/media/get-media-folders.ts';
import { useMayUpload } from '../api/session/get-user-info.ts';
import { useT } from '../i18n/index.ts';
import { toastInfo } from '../ui/feedback.ts';
import { extensionsForKinds } from './kind-extensions.ts';
import { MediaFileGrid } from './media-file-grid.tsx';
import { MediaFolderTree } from './media-folder-tree.tsx';
import { MediaUploadArea } from './media-upload-area.tsx';
import './media-picker.css';

const PAGE_SIZE = 40;

export interface MediaPickerDialogProps {
  open: boolean;
  websiteId: number;
  /** Only files of these kinds are listed and accepted for upload (all kinds when absent). */
  kinds?: MediaFile['kind'][];
  /** Several files may be picked (default: one). */
  multiple?: boolean;
  /** Most files one pick may hold when `multiple` (default 100, spec §9). */
  max?: number;
  onPick(files: MediaFile[]): void;
  onClose(): void;
}

/**
 * Chooses files from a website's media library for an editor: browse folders, search by name,
 * upload in place (new uploads are ticked at once), then pick. Selections survive paging and
 * folder changes, in the order the operator ticked them.
 */
export function MediaPickerDialog({
  open,
  websiteId,
  kinds,
  multiple = false,
  max = MEDIA_SELECTION_MAX,
  onPick,
  onClose,
}: MediaPickerDialogProps) {
  const t = useT();
  const mayUpload = useMayUpload();
  const limit = multiple ? Math.max(1, Math.min(max, MEDIA_SELECTION_MAX)) : 1;
  const [folder, setFolder] = useState<MediaFolderFilter>('all');
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, MediaFile>>(new Map());
  const folders = useMediaFolders(websiteId, open);
  const files = useMediaFiles(
    {
      websiteId,
      folder,
      name,
      ...(kinds ? { kinds } : {}),
      page,
      pageSize: PAGE_SIZE,
      sort: 'newest',
    },
    open,
  );

  function toggle(file: MediaFile) {
    setPicked((current) => {
      if (current.has(file.id)) {
        const next = new Map(current);
        next.delete(file.id);
        return next;
      }
      if (limit === 1) return new Map([[file.id, file]]);
      if (current.size >= limit) {
        toastInfo(t('media.pickMax', { max: limit }));
        return current;
      }
      return new Map(current).set(file.id, file);
    });
  }

  function take(file: MediaFile) {
    setPicked((current) => {
      if (current.has(file.id)) return current;
      if (limit === 1) return new Map([[file.id, file]]);
      return current.size >= limit ? current : new Map(current).set(file.id, file);
    });
  }

  const finish = (list: MediaFile[]) => {
    if (list.length === 0) return;
    onPick(list);
  };

  const list = files.data?.list ?? [];
  const uploadFolder = typeof folder === 'number' ? folder : null;

  return (
    <Modal
      open={open}
      title={t(multiple ? 'media.pickTitleMany' : 'media.pickTitle')}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) setPicked(new Map());
      }}
      footer={
        <div className="media-picker-footer">
          <span className="screen-muted" data-testid="media-picker-count">
            {multiple
              ? t('media.pickedMany', { n: picked.size, max: limit })
              : picked.size > 0
                ? t('media.pickedOne')
                : ''}
          </span>
          <span>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              disabled={picked.size === 0}
              onClick={() => finish([...picked.values()])}
              data-testid="media-picker-ok"
            >
              {t('media.pick')}
            </Button>
          </span>
        </div>
      }
      data-testid="media-picker"
    >
      <div className="media-picker" data-testid="media-picker-body">
        <aside className="media-picker-folders">
          <MediaFolderTree
            folders={folders.data}
            value={folder}
            onChange={(value) => {
              setFolder(value);
              setPage(1);
            }}
          />
        </aside>
        <section className="media-picker-main">
          <Input.Search
            allowClear
            placeholder={t('media.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              if (event.target.value === '') {
                setName('');
                setPage(1);
              }
            }}
            onSearch={(value) => {
              setName(value.trim());
              setPage(1);
            }}
            data-testid="media-picker-search"
          />
          {/* Operators who may pick but not add to the library (no media.list) see no upload. */}
          {mayUpload && (
            <MediaUploadArea
              compact
              websiteId={websiteId}
              folderId={uploadFolder}
              {...(kinds ? { extensions: extensionsForKinds(kinds) } : {})}
              onUploaded={(file) => {
                if (!kinds || kinds.includes(file.kind)) take(file);
              }}
            />
          )}
          {files.isPending ? (
            <Skeleton active />
          ) : list.length === 0 ? (
            <Empty description={t(name ? 'media.emptySearch' : 'media.emptyFolder')} />
          ) : (
            <MediaFileGrid
              files={list}
              selected={new Set(picked.keys())}
              onToggle={toggle}
              onOpen={toggle}
              onDoubleOpen={(file) =>
                finish(limit === 1 ? [file] : [...picked.values()].concat(picked.has(file.id) ? [] : [file]))
              }
              activeId={null}
            />
          )}
          {(files.data?.total ?? 0) > PAGE_SIZE ? (
            <Pagination
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={files.data?.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
