/** One file the editor sends to a website's media library, already checked by type and size. */
export interface EditorUpload {
  companyId: number;
  websiteId: number;
  kind: 'image' | 'file';
  /** The bytes: a temporary file the caller deletes afterwards, or a buffer. */
  content: { path: string } | { bytes: Buffer };
  /** The name the operator's file had (for a screenshot or a captured image, one made up for it). */
  name: string;
  /** SHA-256 of the bytes, when it was computed while receiving them. */
  sha256?: string;
}

/** Where a stored file is served, and the name the media library gave it. */
export interface StoredEditorFile {
  url: string;
  name: string;
}

/** Puts an editor upload into the website's media library. */
export type EditorFileStore = (upload: EditorUpload) => Promise<StoredEditorFile>;
