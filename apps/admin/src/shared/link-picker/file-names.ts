/**
 * A stored file link is the file's address only (`/files/<sha256>.<ext>`); the names of files
 * chosen in this visit are kept so the field can say "File: price-list.pdf" instead.
 */
const names = new Map<string, string>();

export function rememberFileName(url: string, name: string): void {
  names.set(url, name);
}

/** The file's name, if it was chosen in this visit. */
export function fileName(url: string): string | undefined {
  return names.get(url);
}
