/** Spec §9: links over 30 characters show as their first 20 characters and an ellipsis. */
export const LINK_TEXT_MAX = 30;
export const LINK_TEXT_KEEP = 20;

/** How a link address reads as link text or in a dialog; counts characters, not UTF-16 units. */
export function shortenLink(address: string): string {
  const chars = [...address];
  return chars.length > LINK_TEXT_MAX ? `${chars.slice(0, LINK_TEXT_KEEP).join('')}…` : address;
}
