import { isApiError } from '../api/api-error.ts';
import { FORM_ERROR_CODES } from '../api/websites/update-website.ts';
import { toastError } from '../ui/feedback.ts';
import { formFieldErrors, type WebsiteFieldError } from './website-form.ts';

/**
 * Shows why saving the website form failed. The client leaves FORM_ERROR_CODES to the form: they
 * land on the fields they concern, or in a toast when no shown field can hold them. Every other
 * failure the client has already reported.
 */
export function showWebsiteFormFailure(
  error: unknown,
  shownFields: readonly string[],
  form: { setFields(fields: WebsiteFieldError[]): void },
): void {
  const fields = formFieldErrors(error, shownFields);
  if (fields.length > 0) form.setFields(fields);
  else if (isApiError(error) && (FORM_ERROR_CODES as readonly number[]).includes(error.code)) {
    toastError(error.message);
  }
}
