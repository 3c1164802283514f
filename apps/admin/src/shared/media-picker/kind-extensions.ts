import type { MediaKind } from '@sitewright/contract';

/** File extensions that make each kind of media file, for narrowing an upload to what a dialog takes. */
const KIND_EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
  svg: ['svg'],
  document: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt'],
  spreadsheet: ['xls', 'xlsx', 'csv'],
  archive: ['zip', 'tar'],
  video: ['mp4', 'webm'],
  audio: ['mp3', 'wav'],
  other: [],
};

/** The extensions of the kinds; undefined (no narrowing) when every kind is welcome or `other` is. */
export function extensionsForKinds(kinds: readonly MediaKind[] | undefined): string[] | undefined {
  if (!kinds || kinds.length === 0 || kinds.includes('other')) return undefined;
  return kinds.flatMap((k) => KIND_EXTENSIONS[k]);
}
