import { clientMessages, type UploadXlsxResult } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { ApiError, CLIENT_CODES } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/translate.ts';
import { acceptLanguage } from '../../../shared/stores/preferences.ts';
import { toastError } from '../../../shared/ui/feedback.ts';
import { readEnvelope } from '../../../shared/api/read-envelope.ts';

/**
 * Sends a spreadsheet (.xlsx or .csv) to `upload_xlsx` as multipart, the website field before the
 * file part as the server reads them, with the headers the API client sends. The answer names the
 * stored file the import then reads. A refusal is shown and rejects with the server's message.
 */
export async function uploadSpreadsheet(websiteId: number, file: File): Promise<UploadXlsxResult> {
  const lang = currentLanguage();
  const form = new FormData();
  form.append('website_id', String(websiteId));
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(calls.upload.xlsx.path, {
      method: calls.upload.xlsx.method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': acceptLanguage(lang),
        'X-Requested-With': 'XMLHttpRequest',
      },
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    const error = new ApiError(clientMessages.NETWORK[lang], CLIENT_CODES.network, 'network');
    toastError(error.message);
    throw error;
  }
  const parsed = await readEnvelope(response);
  if (parsed && parsed.code === 0) return parsed.data as UploadXlsxResult;
  const message =
    parsed && typeof parsed.message === 'string' && parsed.message
      ? parsed.message
      : translate(lang, 'errors.badResponse', { status: response.status });
  const code = parsed && typeof parsed.code === 'number' ? parsed.code : response.status;
  const error = new ApiError(message, code, 'server', parsed?.data ?? null, response.status);
  toastError(error.message);
  throw error;
}
