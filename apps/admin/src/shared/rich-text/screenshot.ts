import { type Lang, UEDITOR_FIELDS, UEDITOR_PATH, UEDITOR_SUCCESS } from '@sitewright/contract';
import { EditorMessage } from './upload.ts';

export interface StoredScreenshot {
  url: string;
  title: string;
}

/** A screenshot the server did not store: its `state` is shown to the operator as an alert. */
export class ScreenshotRefused extends Error {
  constructor(readonly state: string) {
    super(state);
  }
}

/**
 * Reads the editor endpoint's screenshot answer. Anything other than SUCCESS is a refusal whose
 * `state` the operator must see (spec §8); answers that cannot be read are editor messages.
 */
export function readScreenshotAnswer(status: number, text: string): StoredScreenshot {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new EditorMessage(status >= 200 && status < 300 ? 'messages.badResponse' : 'messages.httpError', {
      status,
    });
  }
  const envelope = body as {
    code?: unknown;
    message?: unknown;
    data?: { state?: unknown; url?: unknown; title?: unknown };
  };
  const state = envelope?.data?.state ?? envelope?.message;
  if (typeof state !== 'string') {
    throw new EditorMessage(status >= 200 && status < 300 ? 'messages.badResponse' : 'messages.httpError', {
      status,
    });
  }
  if (envelope.code !== 0 || state !== UEDITOR_SUCCESS) throw new ScreenshotRefused(state);
  const { url, title } = envelope.data ?? {};
  if (typeof url !== 'string' || url === '') throw new EditorMessage('messages.badResponse');
  return { url, title: typeof title === 'string' ? title : '' };
}

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new EditorMessage('messages.loadError'));
    reader.readAsDataURL(file);
  });
}

/** Sends a pasted screenshot to the editor endpoint (`uploadscrawl`), into the website's media library. */
export async function uploadScreenshot(
  file: Blob,
  websiteId: number,
  language: Lang,
): Promise<StoredScreenshot> {
  const body = new URLSearchParams({ [UEDITOR_FIELDS.scrawl]: await base64Of(file) });
  let response: Response;
  try {
    response = await fetch(`${UEDITOR_PATH}?action=uploadscrawl&website_id=${websiteId}`, {
      method: 'POST',
      body,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Accept-Language': language === 'zh' ? 'zh-CN' : 'en',
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new EditorMessage('messages.loadError');
  }
  return readScreenshotAnswer(response.status, await response.text());
}
