import type { Message } from '@sitewright/contract';

/** What opening a message takes: the website to select first (if another), then where to go. */
export interface MessageDestination {
  /** The website the link is about, when it is not the one already selected. */
  selectWebsite: number | null;
  path: string;
}

/**
 * Where a message leads, or null when it leads nowhere. Only back-office paths are followed: a link
 * is server-written, but a path that is not the app's own ('//host', 'https:') is never opened.
 */
export function messageDestination(
  message: Pick<Message, 'link' | 'website_id'>,
  selectedWebsiteId: number | null,
): MessageDestination | null {
  const { link } = message;
  if (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  const website = message.website_id;
  return { selectWebsite: website !== null && website !== selectedWebsiteId ? website : null, path: link };
}
