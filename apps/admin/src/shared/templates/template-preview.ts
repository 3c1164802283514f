import { TEMPLATE_ASSETS_PATH } from '@sitewright/contract';

/**
 * The preview image address, or null when the server sent something outside the template assets:
 * a card without a picture beats loading an arbitrary address into the back office.
 */
export function templatePreviewSrc(previewImage: string): string | null {
  const prefix = `${TEMPLATE_ASSETS_PATH}/`;
  if (!previewImage.startsWith(prefix)) return null;
  const file = previewImage.slice(prefix.length);
  if (!file || file.includes('/') || file.includes('\\') || file.includes('..')) return null;
  return previewImage;
}
