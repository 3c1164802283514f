import { fileExtension, formatBytes, type UploadConfig } from '@sitewright/contract';
import type { MessageKey, MessageVars } from '../i18n/index.ts';

/** Why a file will not be sent, as a message key and its values. */
export interface UploadProblem {
  key: MessageKey;
  vars?: MessageVars;
}

/** Extensions the media library takes (files and images, lower case), narrowed to `only` when given. */
export function allowedExtensions(config: UploadConfig, only?: readonly string[]): string[] {
  const all = [...new Set([...config.extensions.file, ...config.extensions.image])].sort();
  return only === undefined ? all : all.filter((e) => only.includes(e));
}

/**
 * The server's own checks on extension and size, done before sending so the operator learns at
 * once and no bandwidth is wasted. The server checks again (and looks at the content).
 */
export function checkUpload(
  file: { name: string; size: number },
  config: UploadConfig,
  only?: readonly string[],
): UploadProblem | null {
  const ext = fileExtension(file.name);
  const allowed = allowedExtensions(config, only);
  if (!allowed.includes(ext)) {
    return {
      key: 'media.uploadType',
      vars: { ext: ext === '' ? '—' : `.${ext}`, allowed: allowed.join(', ') },
    };
  }
  if (file.size === 0) return { key: 'media.uploadEmpty' };
  const limit = config.extensions.image.includes(ext) ? config.limits.image : config.limits.file;
  if (file.size > limit) {
    return { key: 'media.uploadTooLarge', vars: { size: formatBytes(file.size), limit: formatBytes(limit) } };
  }
  return null;
}

/** The `accept` attribute of the file input for the allowed extensions. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((e) => `.${e}`).join(',');
}
