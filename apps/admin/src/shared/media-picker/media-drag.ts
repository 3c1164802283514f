/** The drag data type of media files dragged within the app (never files from the desktop). */
export const MEDIA_DRAG_TYPE = 'application/x-sitewright-media';

/** Puts the ids of the dragged files on a drag event. */
export function setDraggedFiles(dataTransfer: DataTransfer, ids: readonly number[]): void {
  dataTransfer.setData(MEDIA_DRAG_TYPE, JSON.stringify(ids));
  dataTransfer.effectAllowed = 'move';
}

export function carriesFiles(dataTransfer: DataTransfer): boolean {
  return dataTransfer.types.includes(MEDIA_DRAG_TYPE);
}

/** The ids of dropped files; empty for anything else. */
export function droppedFiles(dataTransfer: DataTransfer): number[] {
  try {
    const value: unknown = JSON.parse(dataTransfer.getData(MEDIA_DRAG_TYPE) || '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}
