import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import FolderAddOutlined from '@ant-design/icons/es/icons/FolderAddOutlined';
import FolderOutlined from '@ant-design/icons/es/icons/FolderOutlined';
import MoreOutlined from '@ant-design/icons/es/icons/MoreOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import {
  MEDIA_PAGE_SIZE_DEFAULT,
  type MediaFolderContents,
  type MediaFolderFilter,
  type MediaFolderNode,
  type MediaLibraryFile,
  type MediaSort,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { type MouseEvent, useMemo, useState } from 'react';
import { useDeleteMediaFolder } from '../../shared/api/media/delete-media-folder.ts';
import { useMediaFiles } from '../../shared/api/media/get-media-files.ts';
import { useMediaFolders } from '../../shared/api/media/get-media-folders.ts';
import { useMoveMediaFiles } from '../../shared/api/media/move-media-files.ts';
import { useMoveMediaFolder } from '../../shared/api/media/move-media-folder.ts';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { folderPath } from '../../shared/media-picker/folder-tree.ts';
import { MediaFileGrid } from '../../shared/media-picker/media-file-grid.tsx';
import { MediaFolderTree } from '../../shared/media-picker/media-folder-tree.tsx';
import { MediaUploadArea } from '../../shared/media-picker/media-upload-area.tsx';
import '../../shared/media-picker/media-picker.css';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { DatePresetSelect } from '../../shared/ui/data-table/date-preset-select.tsx';
import type { DateFilter } from '../../shared/lib/date-presets.ts';
import { MediaDeleteDialog } from './media-delete-dialog.tsx';
import { MediaDetailsDrawer } from './media-details-drawer.tsx';
import { dateBounds, KIND_FILTERS, type KindFilter, kindsOf } from './media-filters.ts';
import { MediaFolderDeleteDialog } from './media-folder-delete-dialog.tsx';
import { type FolderDialogState, MediaFolderDialog } from './media-folder-dialog.tsx';
import { MediaListTable } from './media-list-table.tsx';
import './media-page.css';

const SORT_LABEL: Record<MediaSort, MessageKey> = {
  newest: 'media.sortNewest',
  oldest: 'media.sortOldest',
  name: 'media.sortName',
  size: 'media.sortSize',
};

const pathLabel = (folders: readonly MediaFolderNode[], id: number) =>
  folderPath(folders, id)
    .map((f) => f.name)
    .join(' / ');

/** The media library of the selected website (spec §2, /media/list). */
export function MediaPage() {
  const website = useWebsiteStore((s) => s.website);
  if (!website) return null;
  return <MediaLibrary key={website.website_id} websiteId={website.website_id} websiteName={website.name} />;
}

function MediaLibrary({ websiteId, websiteName }: { websiteId: number; websiteName: string }) {
  const t = useT();
  const [folder, setFolder] = useState<MediaFolderFilter>('all');
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const [date, setDate] = useState<DateFilter>('all');
  const [sort, setSort] = useState<MediaSort>('newest');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(MEDIA_PAGE_SIZE_DEFAULT);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [activeId, setActiveId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<MediaLibraryFile[] | null>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialogState | null>(null);
  const [deletingFolder, setDeletingFolder] = useState<MediaFolderNode | null>(null);

  // The date bounds are taken when the filter is chosen, so the query key stays put between renders.
  const bounds = useMemo(() => dateBounds(date, new Date()), [date]);
  const folders = useMediaFolders(websiteId);
  const kinds = kindsOf(kind);
  const files = useMediaFiles({
    websiteId,
    folder,
    name,
    ...(kinds ? { kinds } : {}),
    ...bounds,
    page,
    pageSize,
    sort,
  });
  const moveFiles = useMoveMediaFiles();
  const moveFolder = useMoveMediaFolder();
  const deleteFolder = useDeleteMediaFolder();

  const folderList = folders.data?.list ?? [];
  const list = files.data?.list ?? [];
  const total = files.data?.total ?? 0;
  const active = list.find((f) => f.id === activeId) ?? null;
  const selectedFiles = list.filter((f) => selected.has(f.id));

  /** Any change of what is shown starts from its first page with nothing ticked. */
  const reset = () => {
    setPage(1);
    setSelected(new Set());
  };

  function toggle(file: MediaLibraryFile, _event: MouseEvent) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(file.id)) next.delete(file.id);
      else next.add(file.id);
      return next;
    });
  }

  async function move(ids: number[], folderId: number | null) {
    try {
      await moveFiles.mutateAsync({ website_id: websiteId, ids, folder_id: folderId });
    } catch {
      return;
    }
    const where = folderId === null ? t('media.noFolder') : pathLabel(folderList, folderId);
    toastSuccess(
      t(ids.length === 1 ? 'media.movedOne' : 'media.movedMany', { n: ids.length, folder: where }),
    );
    setSelected(new Set());
  }

  async function relocateFolder(id: number, parentId: number | null) {
    if (folderList.find((f) => f.id === id)?.parent_id === parentId) return;
    try {
      await moveFolder.mutateAsync({ website_id: websiteId, id, parent_id: parentId });
      toastSuccess(t('media.folderMoved'));
    } catch {
      // The client has shown why.
    }
  }

  async function removeFolder(target: MediaFolderNode, contents: MediaFolderContents | undefined) {
    // The lists are fetched again once the folder is gone: the view leaves it (or a folder inside
    // it) first, so nothing asks for a folder that no longer exists.
    const shown = folder;
    const leaving = typeof shown === 'number' && isWithin(shown, target.id);
    if (leaving) setFolder(target.parent_id ?? 'all');
    try {
      await deleteFolder.mutateAsync({ websiteId, id: target.id, ...(contents ? { contents } : {}) });
    } catch {
      if (leaving) setFolder(shown);
      return;
    }
    toastSuccess(t('media.folderDeleted', { name: target.name }));
    setDeletingFolder(null);
  }

  /** Whether folder `id` is `ancestor` or lies somewhere inside it. */
  function isWithin(id: number, ancestor: number): boolean {
    for (let at: number | null | undefined = id; at != null; ) {
      if (at === ancestor) return true;
      at = folderList.find((f) => f.id === at)?.parent_id;
    }
    return false;
  }

  const folderActions = (id: number) => {
    const target = folderList.find((f) => f.id === id);
    if (!target) return null;
    return (
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'sub', label: t('media.newSubfolder') },
            { key: 'rename', label: t('media.renameFolder') },
            { key: 'delete', label: t('media.deleteFolder'), danger: true },
          ],
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            if (key === 'sub') setFolderDialog({ mode: 'create', parentId: id, parentName: target.name });
            if (key === 'rename') setFolderDialog({ mode: 'rename', id, name: target.name });
            if (key === 'delete') setDeletingFolder(target);
          },
        }}
      >
        <Button
          size="small"
          type="text"
          className="media-tree-more"
          icon={<MoreOutlined />}
          aria-label={t('media.folderActions', { name: target.name })}
          onClick={(event) => event.stopPropagation()}
          data-testid={`media-folder-more-${id}`}
        />
      </Dropdown>
    );
  };

  const currentFolder = typeof folder === 'number' ? folderList.find((f) => f.id === folder) : undefined;
  const heading =
    folder === 'all'
      ? t('media.allFiles')
      : folder === 'root'
        ? t('media.noFolder')
        : pathLabel(folderList, folder);

  return (
    <div className="screen media-screen" data-testid="media">
      <header className="screen-header">
        <div>
          <h1>{t('media.title')}</h1>
          <p className="screen-muted">{t('media.intro', { website: websiteName })}</p>
        </div>
        <Button
          icon={<FolderAddOutlined />}
          onClick={() =>
            setFolderDialog({
              mode: 'create',
              parentId: currentFolder?.id ?? null,
              parentName: currentFolder?.name ?? null,
            })
          }
          data-testid="media-new-folder"
        >
          {currentFolder ? t('media.newSubfolder') : t('media.newFolder')}
        </Button>
      </header>

      <div className="media-layout">
        <aside className="media-sidebar" aria-label={t('media.folders')}>
          <MediaFolderTree
            folders={folders.data}
            value={folder}
            onChange={(value) => {
              setFolder(value);
              reset();
            }}
            onDropFiles={(folderId, ids) => void move(ids, folderId)}
            onMoveFolder={(id, parentId) => void relocateFolder(id, parentId)}
            actions={folderActions}
          />
          <p className="screen-muted media-sidebar-hint">{t('media.dragHint')}</p>
        </aside>

        <section className="media-main">
          <MediaUploadArea websiteId={websiteId} folderId={typeof folder === 'number' ? folder : null} />

          <div className="media-toolbar">
            <Input.Search
              allowClear
              className="media-search"
              placeholder={t('media.searchPlaceholder')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                if (event.target.value === '') {
                  setName('');
                  reset();
                }
              }}
              onSearch={(value) => {
                setName(value.trim());
                reset();
              }}
              data-testid="media-search"
            />
            <Select<KindFilter>
              value={kind}
              onChange={(value) => {
                setKind(value);
                reset();
              }}
              options={KIND_FILTERS.map((k) => ({
                value: k,
                label: k === 'all' ? t('media.kindAll') : t(`media.kindsPlural.${k}`),
              }))}
              aria-label={t('media.kind')}
              data-testid="media-kind"
              popupMatchSelectWidth={false}
            />
            <DatePresetSelect
              value={date}
              onChange={(value) => {
                setDate(value);
                reset();
              }}
              label={t('media.uploaded')}
              testId="media-date"
            />
            <Select<MediaSort>
              value={sort}
              onChange={(value) => {
                setSort(value);
                setPage(1);
              }}
              options={(Object.keys(SORT_LABEL) as MediaSort[]).map((s) => ({
                value: s,
                label: t(SORT_LABEL[s]),
              }))}
              aria-label={t('media.sort')}
              popupMatchSelectWidth={false}
            />
            <Segmented<'grid' | 'list'>
              value={view}
              onChange={setView}
              options={[
                { value: 'grid', icon: <AppstoreOutlined />, title: t('media.viewGrid') },
                { value: 'list', icon: <UnorderedListOutlined />, title: t('media.viewList') },
              ]}
              data-testid="media-view"
            />
          </div>

          <div className="media-status">
            <h2 className="media-heading" data-testid="media-heading">
              {heading}
            </h2>
            {selected.size > 0 ? (
              <div className="media-selection" data-testid="media-selection">
                <span>{t('media.selected', { n: selected.size })}</span>
                <Dropdown
                  trigger={['click']}
                  menu={{
                    className: 'media-move-menu',
                    items: [
                      { key: 'root', label: t('media.noFolder') },
                      ...folderList
                        .map((f) => ({ key: String(f.id), label: pathLabel(folderList, f.id) }))
                        .sort((a, b) => a.label.localeCompare(b.label)),
                    ],
                    onClick: ({ key }) => void move([...selected], key === 'root' ? null : Number(key)),
                  }}
                >
                  <Button icon={<FolderOutlined />} data-testid="media-move">
                    {t('media.moveTo')}
                  </Button>
                </Dropdown>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => setDeleting(selectedFiles)}
                  data-testid="media-delete-selected"
                >
                  {t('common.delete')}
                </Button>
                <Button type="link" onClick={() => setSelected(new Set(list.map((f) => f.id)))}>
                  {t('media.selectPage')}
                </Button>
                <Button type="link" onClick={() => setSelected(new Set())}>
                  {t('media.clearSelection')}
                </Button>
              </div>
            ) : (
              <span className="screen-muted" data-testid="media-count">
                {total === 1 ? t('media.countOne') : t('media.count', { n: total })}
              </span>
            )}
          </div>

          {files.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : files.isError && !files.data ? (
            <div className="screen-empty">
              <p className="screen-muted">{t('media.loadFailed')}</p>
              <Button onClick={() => files.refetch()}>{t('common.retry')}</Button>
            </div>
          ) : list.length === 0 ? (
            <Empty
              data-testid="media-empty"
              description={
                name || kind !== 'all' || date !== 'all'
                  ? t('media.emptySearch')
                  : folder === 'all'
                    ? t('media.emptyLibrary')
                    : t('media.emptyFolder')
              }
            />
          ) : view === 'grid' ? (
            <MediaFileGrid
              files={list}
              selected={selected}
              onToggle={toggle}
              onOpen={(file) => setActiveId(file.id)}
              draggable
              activeId={activeId}
              note={(file) =>
                file.used_count === 0
                  ? null
                  : file.used_count === 1
                    ? t('media.usedOnOne')
                    : t('media.usedOnMany', { n: file.used_count })
              }
            />
          ) : (
            <MediaListTable
              files={list}
              selected={selected}
              onSelect={(ids) => setSelected(new Set(ids))}
              onOpen={(file) => setActiveId(file.id)}
            />
          )}

          {total > pageSize ? (
            <Pagination
              className="media-pagination"
              current={page}
              pageSize={pageSize}
              total={total}
              pageSizeOptions={[20, 40, 100]}
              onChange={(next, size) => {
                setPage(size === pageSize ? next : 1);
                setPageSize(size);
                setSelected(new Set());
              }}
            />
          ) : null}
        </section>
      </div>

      <MediaDetailsDrawer
        websiteId={websiteId}
        file={active}
        onClose={() => setActiveId(null)}
        onDelete={(file) => setDeleting([file])}
      />
      {deleting ? (
        <MediaDeleteDialog
          websiteId={websiteId}
          files={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(ids) => {
            setDeleting(null);
            setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
            if (activeId !== null && ids.includes(activeId)) setActiveId(null);
          }}
        />
      ) : null}
      {folderDialog ? (
        <MediaFolderDialog websiteId={websiteId} state={folderDialog} onClose={() => setFolderDialog(null)} />
      ) : null}
      {deletingFolder ? (
        <MediaFolderDeleteDialog
          folder={deletingFolder}
          folders={folderList}
          busy={deleteFolder.isPending}
          onConfirm={(contents) => void removeFolder(deletingFolder, contents)}
          onClose={() => setDeletingFolder(null)}
        />
      ) : null}
    </div>
  );
}
