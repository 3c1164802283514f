import type { Lang, UploadConfig } from '@sitewright/contract';
import { useCallback, useState } from 'react';
import { type Notify, notifyFailure } from './editor-context.ts';
import { fetchUploadConfig, type UploadedFile, type UploadKind, uploadFile } from './upload.ts';

let config: Promise<UploadConfig> | null = null;

/** The server's upload limits, fetched once; a failed fetch is tried again next time. */
function uploadConfig(language: Lang): Promise<UploadConfig> {
  if (!config) {
    const pending = fetchUploadConfig(language);
    config = pending;
    pending.catch(() => {
      if (config === pending) config = null;
    });
  }
  return config;
}

/** Uploads files one after another; refusals and failures are shown as editor messages. */
export function useUpload(websiteId: number, notify: Notify, language: Lang) {
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: readonly File[], kind: UploadKind): Promise<UploadedFile[]> => {
      setUploading(true);
      const done: UploadedFile[] = [];
      try {
        const limits = await uploadConfig(language);
        for (const file of files) {
          try {
            done.push(await uploadFile(file, kind, websiteId, limits, language));
          } catch (error) {
            notifyFailure(notify, error);
          }
        }
      } catch (error) {
        notifyFailure(notify, error);
      } finally {
        setUploading(false);
      }
      return done;
    },
    [websiteId, notify, language],
  );
  return { upload, uploading };
}
