import { formatBytes } from './format-bytes.ts';
import type { RichTextKey } from './editor-language.ts';

export type UploadKind = 'image' | 'video' | 'file';

/** Limits the server serves with the editor configuration; the client checks before sending. */
export interface UploadLimits {
  maxBytes: number;
  /** Lower-case extensions with the dot, e.g. `.png`. */
  extensions: readonly string[];
}

export type UploadConfig = Record<UploadKind, UploadLimits>;

export interface UploadedFile {
  url: string;
  title: string;
  original: string;
}

/** Something the operator is told, as one of the spec §8 editor messages. */
export class EditorMessage extends Error {
  constructor(
    readonly key: RichTextKey,
    readonly vars?: Readonly<Record<string, string | number>>,
  ) {
    super(key);
  }
}

const ACTIONS: Record<UploadKind, string> = {
  image: 'uploadimage',
  video: 'uploadvideo',
  file: 'uploadfile',
};
const ENDPOINT = '/api/baidu/u_editor';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

/** Refuses a file the server would refuse, before it is sent: size, then extension. */
export function checkUpload(
  file: { name: string; size: number },
  limits: UploadLimits,
): EditorMessage | null {
  if (limits.maxBytes > 0 && file.size > limits.maxBytes) {
    return new EditorMessage('messages.fileTooLarge', { max: formatBytes(limits.maxBytes) });
  }
  if (limits.extensions.length > 0 && !limits.extensions.includes(extensionOf(file.name))) {
    return new EditorMessage('messages.typeNotAllowed');
  }
  return null;
}

function unwrap(body: unknown): unknown {
  // Answers may come bare (UEditor style) or inside the API envelope.
  if (body && typeof body === 'object' && 'code' in body && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

function limitsOf(config: Record<string, unknown>, prefix: string): UploadLimits | null {
  const max = config[`${prefix}MaxSize`];
  const allow = config[`${prefix}AllowFiles`];
  if (typeof max !== 'number' || !Array.isArray(allow)) return null;
  return {
    maxBytes: max,
    extensions: allow.filter((e): e is string => typeof e === 'string').map((e) => e.toLowerCase()),
  };
}

/** Reads the configuration answer; a missing or malformed one is "missing upload configuration". */
export function readUploadConfig(body: unknown): UploadConfig {
  const config = unwrap(body);
  if (!config || typeof config !== 'object') throw new EditorMessage('messages.noUploadConfig');
  const c = config as Record<string, unknown>;
  const image = limitsOf(c, 'image');
  const video = limitsOf(c, 'video');
  const file = limitsOf(c, 'file');
  if (!image || !file) throw new EditorMessage('messages.noUploadConfig');
  return { image, video: video ?? file, file };
}

/** Reads an upload answer (`state`, `url`, `title`, `original`) into a file or the message to show. */
export function readUploadAnswer(status: number, text: string): UploadedFile {
  if (status < 200 || status >= 300) throw new EditorMessage('messages.httpError', { status });
  let body: unknown;
  try {
    body = unwrap(JSON.parse(text));
  } catch {
    throw new EditorMessage('messages.badResponse');
  }
  if (!body || typeof body !== 'object') throw new EditorMessage('messages.badResponse');
  const { state, url, title, original } = body as Record<string, unknown>;
  if (typeof state !== 'string') throw new EditorMessage('messages.badResponse');
  if (state !== 'SUCCESS') throw new EditorMessage('messages.loadError', { state });
  if (typeof url !== 'string' || url === '') throw new EditorMessage('messages.badResponse');
  return {
    url,
    title: typeof title === 'string' ? title : '',
    original: typeof original === 'string' ? original : '',
  };
}

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export async function fetchUploadConfig(websiteId: number): Promise<UploadConfig> {
  let response: Response;
  try {
    response = await fetch(`${ENDPOINT}?action=config&website_id=${websiteId}`, {
      headers: HEADERS,
      credentials: 'same-origin',
    });
  } catch {
    throw new EditorMessage('messages.noUploadConfig');
  }
  if (!response.ok) throw new EditorMessage('messages.noUploadConfig');
  try {
    return readUploadConfig(await response.json());
  } catch {
    throw new EditorMessage('messages.noUploadConfig');
  }
}

/** Sends one file to the editor endpoint (multipart with `type=ajax`). */
export async function uploadFile(
  file: File,
  kind: UploadKind,
  websiteId: number,
  config: UploadConfig,
): Promise<UploadedFile> {
  const refused = checkUpload(file, config[kind]);
  if (refused) throw refused;
  const form = new FormData();
  form.append('type', 'ajax');
  form.append('upfile', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${ENDPOINT}?action=${ACTIONS[kind]}&website_id=${websiteId}`, {
      method: 'POST',
      body: form,
      headers: HEADERS,
      credentials: 'same-origin',
    });
  } catch {
    throw new EditorMessage('messages.loadError');
  }
  return readUploadAnswer(response.status, await response.text());
}
