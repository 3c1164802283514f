import { errorCodes } from '@sitewright/contract/paths';
import {
  fileExtension,
  formatBytes,
  IMAGE_EXTENSIONS,
  type Lang,
  type MediaFile,
  UploadConfig,
  uploadCalls,
} from '@sitewright/contract';
import type { RichTextKey } from './editor-language.ts';

/** What a dialog asks for: an image, a video, or any file (attachments). */
export type UploadKind = 'image' | 'video' | 'file';

export interface UploadedFile {
  url: string;
  /** The name the operator gave the file. */
  name: string;
  alt: string;
}

/** Something the operator is told, as one of the spec §8 editor messages (or the server's own text). */
export class EditorMessage extends Error {
  constructor(
    readonly key: RichTextKey,
    readonly vars?: Readonly<Record<string, string | number>>,
    /** The server's explanation, shown after the message when there is one. */
    readonly detail?: string,
  ) {
    super(key);
  }
}

const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogv', 'ogg', 'mov', 'm4v'];

/** Refuses a file the server would refuse, before it is sent: type first, then size. */
export function checkUpload(
  file: { name: string; size: number },
  kind: UploadKind,
  config: UploadConfig,
): EditorMessage | null {
  const ext = fileExtension(file.name);
  const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  const wanted = kind === 'image' ? isImage : kind === 'video' ? VIDEO_EXTENSIONS.includes(ext) : true;
  const allowed = isImage ? config.extensions.image : config.extensions.file;
  if (!wanted || !allowed.includes(ext)) return new EditorMessage('messages.typeNotAllowed');
  const max = isImage ? config.limits.image : config.limits.file;
  if (file.size > max) return new EditorMessage('messages.fileTooLarge', { max: formatBytes(max) });
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EditorMessage('messages.badResponse');
  }
}

/** Reads the configuration answer; anything else means the editor has no upload configuration. */
export function readUploadConfig(status: number, text: string): UploadConfig {
  if (status < 200 || status >= 300) throw new EditorMessage('messages.noUploadConfig');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EditorMessage('messages.noUploadConfig');
  }
  const data =
    (body as { code?: unknown; data?: unknown } | null)?.code === 0 ? (body as { data: unknown }).data : null;
  const parsed = UploadConfig.safeParse(data);
  if (!parsed.success) throw new EditorMessage('messages.noUploadConfig');
  return parsed.data;
}

/** Reads an upload answer into the stored file, or the message the operator gets. */
export function readUploadAnswer(status: number, text: string): UploadedFile {
  const body = text ? parseJson(text) : null;
  const envelope = body as { code?: unknown; message?: unknown; data?: { file?: Partial<MediaFile> } } | null;
  if (envelope && typeof envelope.code === 'number' && envelope.code !== 0) {
    const detail = typeof envelope.message === 'string' ? envelope.message : undefined;
    if (envelope.code === errorCodes.FILE_TOO_LARGE)
      throw new EditorMessage('messages.fileTooLarge', { max: '' }, detail);
    if (envelope.code === errorCodes.FILE_TYPE_NOT_ALLOWED) {
      throw new EditorMessage('messages.typeNotAllowed', undefined, detail);
    }
    throw new EditorMessage('messages.loadError', undefined, detail);
  }
  if (status < 200 || status >= 300) throw new EditorMessage('messages.httpError', { status });
  const file = envelope?.data?.file;
  if (!file || typeof file.url !== 'string' || file.url === '')
    throw new EditorMessage('messages.badResponse');
  return {
    url: file.url,
    name: typeof file.name === 'string' ? file.name : '',
    alt: typeof file.alt === 'string' ? file.alt : '',
  };
}

function headers(language: Lang): Record<string, string> {
  return { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language === 'zh' ? 'zh-CN' : 'en' };
}

export async function fetchUploadConfig(language: Lang): Promise<UploadConfig> {
  let response: Response;
  try {
    response = await fetch(uploadCalls.config.path, {
      headers: headers(language),
      credentials: 'same-origin',
    });
  } catch {
    throw new EditorMessage('messages.noUploadConfig');
  }
  return readUploadConfig(response.status, await response.text());
}

/** Sends one file to the media library of the website (it then appears there too). */
export async function uploadFile(
  file: File,
  kind: UploadKind,
  websiteId: number,
  config: UploadConfig,
  language: Lang,
): Promise<UploadedFile> {
  const refused = checkUpload(file, kind, config);
  if (refused) throw refused;
  const form = new FormData();
  // The server reads the fields before the file part.
  form.append('website_id', String(websiteId));
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(uploadCalls.file.path, {
      method: 'POST',
      body: form,
      headers: headers(language),
      credentials: 'same-origin',
    });
  } catch {
    throw new EditorMessage('messages.loadError');
  }
  return readUploadAnswer(response.status, await response.text());
}
