/**
 * Checks for uploaded files: pure functions over paths, buffers and streams, no routes and no
 * database. Every refusal is an AppError whose key is in the contract's error table and whose
 * `data` holds the values its en/zh message names (the limit, the extension, the entry).
 *
 * The flow of an upload endpoint of kind K (`settings = loadUploadSettings(process.env)`):
 *
 * 1. Receive the body into a temporary file, capped at `settings.client.limits[K]` (the client
 *    checked the same limits, served to it as `settings.client`).
 * 2. `checkUploadedFile(temp, originalName, { allowed: settings.client.extensions[K], maxBytes })`:
 *    size, then extension against the allowed list, then magic bytes against the extension.
 *    Answers `{ extension, type, mime, size }`; store and serve with that `mime`, never the
 *    client's Content-Type, and with `X-Content-Type-Options: nosniff`.
 * 3. By the detected `type`:
 *    - jpeg/png/gif/webp: `processRasterImage(temp, { maxPixels: settings.maxImagePixels })`;
 *      store its `data` (re-encoded, metadata gone) instead of the upload, and its WebP `variants`.
 *    - svg: `sanitizeSvgFile(temp)`; store the returned text instead of the upload.
 *    - zip/tar (kind 'zip', and .zip files of kind 'file'): `inspectArchive(temp, type,
 *      settings.archive)` refuses the archive as a whole; to use its contents, stream them with
 *      `forEachArchiveEntry`, choosing storage keys yourself, never from entry names unchecked.
 *    - kind 'xlsx': `readSpreadsheetPreview(temp)` for the import preview (`readCsvRows` for a .csv);
 *      an import reads every row with `readSpreadsheetRows`.
 *    - anything else: store as it is; serve it as an attachment.
 * 4. Delete the temporary file whatever happened.
 */
export {
  type ArchiveEntry,
  type ArchiveInspection,
  type ArchiveType,
  forEachArchiveEntry,
  inspectArchive,
  normaliseEntryName,
} from './archive.ts';
export {
  CHECKABLE_EXTENSIONS,
  checkExtension,
  checkUploadedFile,
  type DetectedType,
  detectFileType,
  detectType,
  isTextFile,
  MIME_BY_EXTENSION,
  SNIFF_BYTES,
} from './detect-type.ts';
export { type RefusalValues, refuse } from './file-error.ts';
export {
  type EncodedImage,
  inspectRasterImage,
  MIME_BY_RASTER_FORMAT,
  type ProcessedImage,
  processRasterImage,
  RESPONSIVE_WIDTHS,
  type RasterFormat,
  type RasterImageInfo,
  type RasterImageOptions,
} from './raster-image.ts';
export {
  readCsvRows,
  readSpreadsheetPreview,
  readSpreadsheetRows,
  type SpreadsheetPreview,
  type SpreadsheetPreviewOptions,
} from './spreadsheet.ts';
export { sanitizeSvg, sanitizeSvgFile } from './svg.ts';
export { loadUploadSettings, type UploadSettings } from './upload-config.ts';
