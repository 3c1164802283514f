/**
 * The rich-text editor's dialogs without an editor behind them, for page blocks that hold the same
 * things (an image, a video, a map, files, a chart, a background, a table size).
 */
export { ATTACHMENT_MAX_FILES, type AttachmentFile } from './attachments.ts';
export { AttachmentValuesDialog } from './dialogs/attachment-dialog.tsx';
export { type BackgroundValues, BackgroundValuesDialog } from './dialogs/background-dialog.tsx';
export { ChartValuesDialog } from './dialogs/chart-dialog.tsx';
export { type ImageValues, ImageValuesDialog } from './dialogs/image-dialog.tsx';
export { type MapValues, MapValuesDialog } from './dialogs/map-dialog.tsx';
export { TablePicker } from './dialogs/table-picker.tsx';
export { type VideoValues, VideoValuesDialog } from './dialogs/video-dialog.tsx';
export { makeNotify } from './editor-context.ts';
export { type RichTextT, richTextT } from './editor-language.ts';
export { IMAGE_DEFAULT_BORDER } from './addresses.ts';
