import { clientMessages } from '@sitewright/contract';
import { currentLanguage } from '../i18n/index.ts';
import { translate } from '../i18n/translate.ts';
import { acceptLanguage } from '../stores/preferences.ts';
import { toastError } from '../ui/feedback.ts';
import { ApiError, CLIENT_CODES } from './api-error.ts';
import { readEnvelope } from './read-envelope.ts';

/** The name a Content-Disposition header gives a file (RFC 5987 form first), else `fallback`. */
export function fileNameFromDisposition(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Badly encoded: try the plain form.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a file the server builds (an export) from a GET address: fetched with the session so a
 * refusal (an envelope in JSON) is shown as a message instead of replacing the screen, then handed
 * to the browser under the name the server chose. Answers that name.
 */
export async function downloadServerFile(url: string, fallbackName: string): Promise<string> {
  const lang = currentLanguage();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'Accept-Language': acceptLanguage(lang), 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
  } catch {
    const error = new ApiError(clientMessages.NETWORK[lang], CLIENT_CODES.network, 'network');
    toastError(error.message);
    throw error;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const parsed = await readEnvelope(response);
    const message =
      parsed && typeof parsed.message === 'string' && parsed.message
        ? parsed.message
        : translate(lang, 'errors.badResponse', { status: response.status });
    const code = parsed && typeof parsed.code === 'number' ? parsed.code : response.status;
    const error = new ApiError(message, code, 'server', null, response.status);
    toastError(error.message);
    throw error;
  }
  const name = fileNameFromDisposition(response.headers.get('content-disposition'), fallbackName);
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
  return name;
}
