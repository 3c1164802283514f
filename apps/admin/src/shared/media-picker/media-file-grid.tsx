import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import type { MediaFile } from '@sitewright/contract';
import { formatBytes } from '@sitewright/contract';
import type { MouseEvent } from 'react';
import { useT } from '../i18n/index.ts';
import { setDraggedFiles } from './media-drag.ts';
import { MediaThumb } from './media-thumb.tsx';

export interface MediaFileGridProps<F extends MediaFile> {
  files: readonly F[];
  selected: ReadonlySet<number>;
  /** A click on a file's tick (or on the file with Ctrl/⌘/Shift held). */
  onToggle(file: F, event: MouseEvent): void;
  /** A click on the file itself. */
  onOpen(file: F): void;
  /** A double click (the picker takes the file at once). */
  onDoubleOpen?(file: F): void;
  /** Files can be dragged onto folders; dragging a selected file drags the whole selection. */
  draggable?: boolean;
  /** Extra line under the name (e.g. where the file is used). */
  note?(file: F): string | null;
  /** The file whose details are open. */
  activeId?: number | null;
}

/** Files as cards with a picture, the name and the size; a tick marks the selection. */
export function MediaFileGrid<F extends MediaFile>({
  files,
  selected,
  onToggle,
  onOpen,
  onDoubleOpen,
  draggable,
  note,
  activeId,
}: MediaFileGridProps<F>) {
  const t = useT();
  return (
    <ul className="media-grid" data-testid="media-grid">
      {files.map((file) => {
        const isSelected = selected.has(file.id);
        const extra = note?.(file);
        return (
          <li
            key={file.id}
            className={[
              'media-card',
              isSelected ? 'media-card-selected' : '',
              activeId === file.id ? 'media-card-active' : '',
            ].join(' ')}
            data-testid="media-card"
            data-name={file.name}
            draggable={draggable}
            onDragStart={
              draggable
                ? (event) => setDraggedFiles(event.dataTransfer, isSelected ? [...selected] : [file.id])
                : undefined
            }
          >
            <button
              type="button"
              className="media-card-check"
              aria-pressed={isSelected}
              aria-label={t(isSelected ? 'media.unselectFile' : 'media.selectFile', { name: file.name })}
              onClick={(event) => onToggle(file, event)}
              data-testid="media-card-check"
            >
              <CheckCircleFilled />
            </button>
            <button
              type="button"
              className="media-card-body"
              title={file.name}
              onClick={(event) =>
                event.ctrlKey || event.metaKey || event.shiftKey ? onToggle(file, event) : onOpen(file)
              }
              onDoubleClick={onDoubleOpen ? () => onDoubleOpen(file) : undefined}
            >
              <span className="media-card-thumb">
                <MediaThumb file={file} />
              </span>
              <span className="media-card-name" data-testid="media-card-name">
                {file.name}
              </span>
              <span className="media-card-meta">
                {formatBytes(file.size)}
                {file.width && file.height ? ` · ${file.width}×${file.height}` : ''}
              </span>
              {extra ? <span className="media-card-note">{extra}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
