import {
  formatBytes,
  type Lang,
  messageFor,
  REMOTE_IMAGE_MAX_SOURCES,
  REMOTE_IMAGE_TIMEOUT_MS,
  ROLES,
  rolesAllow,
  type UEditorCatchAnswer,
  type UEditorCatchItem,
  type UEditorConfig,
  type UEditorScrawlAnswer,
  type UEditorUploadAnswer,
  UEDITOR_FIELDS,
  UEDITOR_SUCCESS,
  type UploadConfig,
} from '@sitewright/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { requireWebsite } from '../../lib/tenancy.ts';
import { detectType } from '../../lib/files/detect-type.ts';
import type { EditorFileStore, EditorUpload } from './editor-file-store.ts';
import { fetchRemoteImage, REMOTE_IMAGE_EXTENSIONS, type RemoteFetchPolicy } from './remote-image.ts';

/** Whose media library an editor upload goes to, and who sends it. */
export interface EditorTarget {
  companyId: number;
  userId: number;
  websiteId: number;
}

export interface UEditorServiceDeps {
  db: Db;
  store: EditorFileStore;
  /** The upload limits and extensions in force (configuration over the product's defaults). */
  uploadConfig: UploadConfig;
  /** Most pixels of a captured image. */
  maxImagePixels: number;
  /** This service's own address: images already there are never captured again. */
  publicBaseUrl: string;
  remote?: RemoteFetchPolicy;
  log?: FastifyBaseLogger;
}

/** Captures run a few at a time: one slow address must not hold up the others for long. */
const CAPTURE_CONCURRENCY = 4;

const withDot = (extensions: readonly string[]) => extensions.map((ext) => `.${ext}`);

/** Screenshot data as the editor sends it: base64, possibly as a `data:image/...;base64,` URL. */
function decodeScrawl(text: string, maxBytes: number): Buffer {
  const payload = text.replace(/^data:image\/[a-z0-9.+-]+;base64,/i, '').replace(/\s+/g, '');
  // Checked before decoding, so an oversized paste never becomes a buffer.
  if (payload.length > Math.ceil(maxBytes / 3) * 4) {
    throw new AppError('FILE_TOO_LARGE', { data: { limit: formatBytes(maxBytes) } });
  }
  if (payload === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) throw new AppError('SCREENSHOT_INVALID');
  return Buffer.from(payload, 'base64');
}

/** The rich-text editor's uploads (UEditor protocol), all landing in the website's media library. */
export function createUEditorService(deps: UEditorServiceDeps) {
  const { db, store } = deps;
  const ownHost = new URL(deps.publicBaseUrl).hostname;

  const imageRules = () => {
    const config = deps.uploadConfig;
    return {
      allowed: config.extensions.image,
      maxBytes: config.limits.image,
      maxPixels: deps.maxImagePixels,
    };
  };
  const rasterExtensions = (allowed: readonly string[]) =>
    Object.values(REMOTE_IMAGE_EXTENSIONS).filter((ext) =>
      ext === 'jpg' ? allowed.includes('jpg') || allowed.includes('jpeg') : allowed.includes(ext),
    );

  const storeFile = (
    target: EditorTarget,
    kind: 'image' | 'file',
    content: EditorUpload['content'],
    name: string,
    sha256?: string,
  ) =>
    store({
      companyId: target.companyId,
      websiteId: target.websiteId,
      kind,
      content,
      name,
      ...(sha256 ? { sha256 } : {}),
    });

  async function captureOne(
    target: EditorTarget,
    source: string,
    deadline: number,
    lang: Lang,
  ): Promise<UEditorCatchItem> {
    try {
      const image = await fetchRemoteImage(source, imageRules(), deps.remote, deadline);
      const stored = await storeFile(target, 'image', { bytes: image.bytes }, image.name);
      return { source, state: UEDITOR_SUCCESS, url: stored.url };
    } catch (error) {
      if (isAppError(error)) return { source, state: messageFor(error.key, lang, error.data), url: '' };
      deps.log?.error({ err: error, source }, 'remote image capture failed');
      return { source, state: messageFor('INTERNAL', lang), url: '' };
    }
  }

  return {
    /** The editor's configuration: field names, limits and extensions from the upload config. */
    config(): UEditorConfig {
      const upload = deps.uploadConfig;
      const raster = rasterExtensions(upload.extensions.image);
      return {
        imageActionName: 'uploadimage',
        imageFieldName: UEDITOR_FIELDS.image,
        imageMaxSize: upload.limits.image,
        imageAllowFiles: withDot(upload.extensions.image),
        imageUrlPrefix: '',
        scrawlActionName: 'uploadscrawl',
        scrawlFieldName: UEDITOR_FIELDS.scrawl,
        scrawlMaxSize: upload.limits.image,
        scrawlUrlPrefix: '',
        catcherActionName: 'catchimage',
        catcherFieldName: UEDITOR_FIELDS.catcher,
        catcherMaxSize: upload.limits.image,
        catcherAllowFiles: withDot(raster),
        catcherUrlPrefix: '',
        catcherLocalDomain: [ownHost],
        catcherTimeoutMs: REMOTE_IMAGE_TIMEOUT_MS,
        catcherMaxSources: REMOTE_IMAGE_MAX_SOURCES,
        fileActionName: 'uploadfile',
        fileFieldName: UEDITOR_FIELDS.file,
        fileMaxSize: upload.limits.file,
        fileAllowFiles: withDot(upload.extensions.file),
        fileUrlPrefix: '',
      };
    },

    /**
     * Refuses a caller without the media library's role (editor uploads are kept there; `roles` are
     * the session's), and (1105) a website not the company's.
     */
    async checkAccess(target: EditorTarget, roles: readonly string[]): Promise<void> {
      if (!rolesAllow(roles, [ROLES.mediaList])) throw new AppError('MEDIA_ROLE_REQUIRED');
      await requireWebsite(db, target, target.websiteId);
    },

    /** An image or file the editor uploaded (already on disk): checked, then stored. */
    async upload(
      target: EditorTarget,
      kind: 'image' | 'file',
      file: { path: string; name: string; sha256: string },
    ): Promise<UEditorUploadAnswer> {
      const stored = await storeFile(target, kind, { path: file.path }, file.name, file.sha256);
      return { state: UEDITOR_SUCCESS, url: stored.url, title: stored.name, original: file.name };
    },

    /** A screenshot pasted into the editor, as base64. */
    async scrawl(target: EditorTarget, data: string): Promise<UEditorScrawlAnswer> {
      const { allowed, maxBytes } = imageRules();
      const bytes = decodeScrawl(data, maxBytes);
      const detected = detectType(bytes.subarray(0, 8192));
      const extension = detected === null ? undefined : REMOTE_IMAGE_EXTENSIONS[detected];
      if (extension === undefined || !rasterExtensions(allowed).includes(extension)) {
        throw new AppError('SCREENSHOT_INVALID');
      }
      const name = `screenshot-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}.${extension}`;
      const stored = await storeFile(target, 'image', { bytes }, name);
      return { state: UEDITOR_SUCCESS, url: stored.url, title: stored.name };
    },

    /**
     * Images the operator pasted by address, each fetched through the SSRF-safe fetch, checked and
     * stored; one address failing does not stop the others. `state` is SUCCESS when at least one
     * image was stored, else the first address's reason.
     */
    async catchImages(target: EditorTarget, sources: string[], lang: Lang): Promise<UEditorCatchAnswer> {
      if (sources.length === 0) throw new AppError('UEDITOR_NO_FILE');
      if (sources.length > REMOTE_IMAGE_MAX_SOURCES) {
        throw new AppError('REMOTE_IMAGE_TOO_MANY', { data: { limit: REMOTE_IMAGE_MAX_SOURCES } });
      }
      // The editor waits REMOTE_IMAGE_TIMEOUT_MS for the whole answer, so all addresses share it.
      const deadline = Date.now() + (deps.remote?.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS);
      const list: UEditorCatchItem[] = new Array(sources.length);
      let next = 0;
      const worker = async () => {
        while (next < sources.length) {
          const index = next++;
          list[index] = await captureOne(target, sources[index] as string, deadline, lang);
        }
      };
      await Promise.all(Array.from({ length: Math.min(CAPTURE_CONCURRENCY, sources.length) }, worker));
      const stored = list.some((item) => item.state === UEDITOR_SUCCESS);
      return { state: stored ? UEDITOR_SUCCESS : (list[0]?.state ?? ''), list };
    },
  };
}

export type UEditorService = ReturnType<typeof createUEditorService>;
