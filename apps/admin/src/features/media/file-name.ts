import { fileExtension } from '@sitewright/contract';

/** A file name split for renaming: the part the operator edits and the extension (with its dot) that stays. */
export function splitName(name: string): { base: string; ext: string } {
  const ext = fileExtension(name);
  if (ext === '') return { base: name, ext: '' };
  const cut = name.length - ext.length - 1;
  return { base: name.slice(0, cut), ext: name.slice(cut) };
}
