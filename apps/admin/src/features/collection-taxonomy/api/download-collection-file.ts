import { clientMessages } from '@sitewright/contract';
import { ApiError, CLIENT_CODES } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/translate.ts';
import { acceptLanguage } from '../../../shared/stores/preferences.ts';
import { toastError } from '../../../shared/ui/feedback.ts';
import { readEnvelope } from './read-envelope.ts';
import { fileNameOf } from '../import-export.ts';

/**
 * Downloads a file the server builds (the import template, an export): fetched with the session
 * so a refusal (an envelope in JSON) is shown as a message instead of replacing the screen, then
 * handed to the browser under the name the server chose. Answers that name.
 */
export async function downloadCollectionFile(url: string, fallbackName: string): Promise<string> {
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
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
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
