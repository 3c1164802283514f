import { formatBytes, type MediaLibraryFile } from '@sitewright/contract';
import Table from 'antd/es/table';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { setDraggedFiles } from '../../shared/media-picker/media-drag.ts';
import { MediaThumb } from '../../shared/media-picker/media-thumb.tsx';

export interface MediaListTableProps {
  files: MediaLibraryFile[];
  selected: ReadonlySet<number>;
  onSelect(ids: number[]): void;
  onOpen(file: MediaLibraryFile): void;
}

/** The list view: one row per file with its kind, size, usage and upload time. */
export function MediaListTable({ files, selected, onSelect, onOpen }: MediaListTableProps) {
  const t = useT();
  const lang = useLanguage();
  const dates = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Table<MediaLibraryFile>
      className="media-table"
      rowKey="id"
      size="middle"
      dataSource={files}
      pagination={false}
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      onRow={(file) => ({
        draggable: true,
        onDragStart: (event) =>
          setDraggedFiles(event.dataTransfer, selected.has(file.id) ? [...selected] : [file.id]),
        'data-testid': 'media-row',
      })}
      columns={[
        {
          key: 'name',
          title: t('media.colName'),
          render: (_, file) => (
            <button
              type="button"
              className="media-table-name"
              onClick={() => onOpen(file)}
              data-testid="media-row-name"
            >
              <span className="media-table-thumb">
                <MediaThumb file={file} width={80} />
              </span>
              <span>{file.name}</span>
            </button>
          ),
        },
        { key: 'kind', title: t('media.colKind'), render: (_, file) => t(`media.kinds.${file.kind}`) },
        {
          key: 'size',
          title: t('media.colSize'),
          align: 'right',
          render: (_, file) => formatBytes(file.size),
        },
        {
          key: 'used',
          title: t('media.colUsed'),
          align: 'right',
          render: (_, file) => (file.used_count === 0 ? '—' : file.used_count),
        },
        {
          key: 'uploaded',
          title: t('media.colUploaded'),
          render: (_, file) => dates.format(new Date(file.created_at)),
        },
      ]}
    />
  );
}
