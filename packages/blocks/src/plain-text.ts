import { z } from 'zod';

/**
 * Text shown as text (headings, captions, labels, cells). React escapes markup, but control
 * characters, lone surrogates and noncharacters would still make the page invalid HTML.
 */
export const PlainText = z.string().regex(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  /^(?:[^\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/,
  'Text contains characters that are not allowed',
);
