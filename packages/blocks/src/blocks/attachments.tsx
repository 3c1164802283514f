import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeResource } from '../urls.ts';

/** Sizes with the k/M/G suffixes the spec uses for numbers. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(1)} ${units[u]}`;
}

export const attachments = defineBlock({
  type: 'attachments',
  label: { en: 'Attachment list', zh: '附件列表' },
  category: 'data',
  schema: z.strictObject({
    title: PlainText.trim().max(200).optional(),
    // Spec §9: the attachment dialog picks at most 100 files.
    files: z
      .array(
        z.strictObject({
          name: PlainText.trim().min(1, 'Enter the file name').max(200),
          href: SafeResource,
          size: z.number().int().min(0).max(1e13).optional(),
        }),
      )
      .max(100, 'At most 100 files'),
  }),
  defaults: { files: [] },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    return (
      <section className="sw-block sw-attachments">
        {props.title ? <h2 className="sw-attachments__title">{props.title}</h2> : null}
        {props.files.length === 0 ? (
          <p className="sw-empty">{zh ? '暂无附件' : 'No attachments yet'}</p>
        ) : (
          <ul className="sw-attachments__list">
            {props.files.map((file, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice
              <li key={i}>
                <a href={file.href} download>
                  {file.name}
                </a>
                {file.size !== undefined ? (
                  <span className="sw-attachments__size">{formatBytes(file.size)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  },
});
