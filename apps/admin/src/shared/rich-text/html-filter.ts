import { sanitizeRichText } from '@sitewright/blocks/sanitize';

/**
 * The server's whitelist (spec §5) applied in the editor to pasted input and to what the editor
 * hands back, so the operator sees at once what will be stored.
 */
export function filterRichText(html: string): string {
  return sanitizeRichText(html);
}
