import { shortenLink } from './link-text.ts';

/** Spec §9: the attachment dialog takes up to 100 files per selection. */
export const ATTACHMENT_MAX_FILES = 100;

export interface AttachmentFile {
  name: string;
  url: string;
}

/** The attachments as a bulleted list of download links, one per file. */
export function attachmentList(files: readonly AttachmentFile[]) {
  return {
    type: 'bulletList',
    content: files.map((f) => ({
      type: 'listItem',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: f.name || shortenLink(f.url),
              marks: [{ type: 'link', attrs: { href: f.url, target: '_blank' } }],
            },
          ],
        },
      ],
    })),
  };
}

/** Adds files to a selection up to the 100-file limit; `refused` tells whether some were left out. */
export function addAttachments(
  current: readonly AttachmentFile[],
  more: readonly AttachmentFile[],
): { files: AttachmentFile[]; refused: boolean } {
  const room = Math.max(0, ATTACHMENT_MAX_FILES - current.length);
  return { files: [...current, ...more.slice(0, room)], refused: more.length > room };
}
