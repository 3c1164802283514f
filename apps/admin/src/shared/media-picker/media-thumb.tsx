import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import FileExcelOutlined from '@ant-design/icons/es/icons/FileExcelOutlined';
import FileOutlined from '@ant-design/icons/es/icons/FileOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import FileZipOutlined from '@ant-design/icons/es/icons/FileZipOutlined';
import VideoCameraOutlined from '@ant-design/icons/es/icons/VideoCameraOutlined';
import type { MediaFile, MediaKind } from '@sitewright/contract';
import type { ReactNode } from 'react';

const KIND_ICONS: Record<Exclude<MediaKind, 'image' | 'svg'>, ReactNode> = {
  document: <FilePdfOutlined />,
  spreadsheet: <FileExcelOutlined />,
  archive: <FileZipOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
  other: <FileOutlined />,
};

/** The smallest rendering at least `width` wide (or the original), to keep grids light. */
export function previewUrl(file: Pick<MediaFile, 'url' | 'variants'>, width: number): string {
  const fitting = file.variants.filter((v) => v.width >= width).sort((a, b) => a.width - b.width);
  return fitting[0]?.url ?? file.url;
}

/** A file as a small picture: the image itself, or an icon of its kind. */
export function MediaThumb({ file, width = 240 }: { file: MediaFile; width?: number }) {
  if (file.kind === 'image' || file.kind === 'svg') {
    return (
      <img
        className="media-thumb-img"
        src={previewUrl(file, width)}
        alt={file.alt || file.name}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
  }
  return (
    <span className="media-thumb-icon" aria-hidden="true">
      {KIND_ICONS[file.kind]}
    </span>
  );
}
