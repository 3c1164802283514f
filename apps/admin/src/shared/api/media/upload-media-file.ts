import { clientMessages, type UploadFileResult } from '@sitewright/contract';
import { currentLanguage } from '../../i18n/index.ts';
import { translate } from '../../i18n/translate.ts';
import { acceptLanguage } from '../../stores/preferences.ts';
import { ApiError, CLIENT_CODES } from '../api-error.ts';
import { calls } from '@sitewright/contract/paths';

export interface UploadMediaFileInput {
  websiteId: number;
  /** The folder the file goes into; null for the top level. */
  folderId: number | null;
  file: Blob;
  /** The name to send (a File carries its own). */
  fileName?: string;
}

export interface UploadHandle {
  /** The server's answer; a refusal rejects with an ApiError carrying the server's message. */
  result: Promise<UploadFileResult>;
  abort(): void;
}

/**
 * Sends one file to the media library with XMLHttpRequest, which (unlike fetch) reports upload
 * progress. It sends what the API client sends (language, X-Requested-With for the CSRF check,
 * the session cookie of this origin) and reads the same envelope. No timeout: a large file on a
 * slow line may take minutes, and the operator sees it progress.
 */
export function uploadMediaFile(
  input: UploadMediaFileInput,
  onProgress?: (percent: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const lang = currentLanguage();
  const result = new Promise<UploadFileResult>((resolve, reject) => {
    const form = new FormData();
    // The server reads the fields before the file part.
    form.append('website_id', String(input.websiteId));
    if (input.folderId !== null) form.append('folder_id', String(input.folderId));
    if (input.fileName === undefined) form.append('file', input.file);
    else form.append('file', input.file, input.fileName);

    xhr.open(calls.upload.file.method, calls.upload.file.path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', acceptLanguage(lang));
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(clientMessages.NETWORK[lang], CLIENT_CODES.network, 'network'));
    xhr.onabort = () => reject(new ApiError('Upload cancelled', CLIENT_CODES.aborted, 'aborted'));
    xhr.onload = () => {
      let parsed: { code?: unknown; message?: unknown; data?: unknown } | null = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      if (parsed && parsed.code === 0) {
        resolve(parsed.data as UploadFileResult);
        return;
      }
      const message =
        parsed && typeof parsed.message === 'string' && parsed.message
          ? parsed.message
          : translate(lang, 'errors.badResponse', { status: xhr.status });
      const code = parsed && typeof parsed.code === 'number' ? parsed.code : xhr.status;
      reject(new ApiError(message, code, 'server', parsed?.data ?? null, xhr.status));
    };
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}
