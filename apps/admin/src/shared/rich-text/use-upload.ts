import { useCallback, useState } from 'react';
import { type Notify, notifyFailure } from './editor-context.ts';
import {
  fetchUploadConfig,
  type UploadConfig,
  type UploadedFile,
  type UploadKind,
  uploadFile,
} from './upload.ts';

const configs = new Map<number, Promise<UploadConfig>>();

/** The website's upload limits, fetched once; a failed fetch is tried again next time. */
function uploadConfig(websiteId: number): Promise<UploadConfig> {
  let config = configs.get(websiteId);
  if (!config) {
    config = fetchUploadConfig(websiteId);
    configs.set(websiteId, config);
    config.catch(() => configs.delete(websiteId));
  }
  return config;
}

/** Uploads files one after another; refusals and failures are shown as editor messages. */
export function useUpload(websiteId: number, notify: Notify) {
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: readonly File[], kind: UploadKind): Promise<UploadedFile[]> => {
      setUploading(true);
      const done: UploadedFile[] = [];
      try {
        const config = await uploadConfig(websiteId);
        for (const file of files) {
          try {
            done.push(await uploadFile(file, kind, websiteId, config));
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
    [websiteId, notify],
  );
  return { upload, uploading };
}
