import { isSafeResource } from '@sitewright/blocks';

/** Spec §9: images in the editor get a 1 px border unless the operator changes it. */
export const IMAGE_DEFAULT_BORDER = 1;

/** An address an <img> may load: http(s) or a site path, with nothing that could end an attribute. */
export function isImageAddress(value: string): boolean {
  const v = value.trim();
  return (
    v !== '' &&
    isSafeResource(v) &&
    !/[\s"'<>\\`]/.test(v) &&
    (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//')))
  );
}
