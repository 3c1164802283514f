import type { Published, PreviewLink, PublishLinkCheck, Unpublished } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../api/http.ts';

/**
 * Publishes the chosen pages (or the whole site with 0). Quiet: the publish flow shows the refusals
 * naming something to fix itself, before taking the operator to the fix, and no other code shows a
 * message (spec §8).
 */
export function publishWebsite(websiteId: number, websitePageId: number[] | 0): Promise<Published> {
  return http.call(calls.publish.publish, {
    body: { id: websiteId, website_page_id: websitePageId },
    toast: false,
  });
}

/**
 * The links of pages that would be live to pages the publish leaves out. Quiet on failure: the
 * confirmation is then asked without the warning.
 */
export function checkPublishLinks(websiteId: number, websitePageId: number[]): Promise<PublishLinkCheck> {
  return http.call(calls.publish.linkCheck, {
    body: { id: websiteId, website_page_id: websitePageId },
    toast: false,
  });
}

/** Takes the site offline: visitors get the 'not published' page until the next publish. */
export function unpublishWebsite(websiteId: number): Promise<Unpublished> {
  return http.call(calls.publish.unpublish, { body: { id: websiteId } });
}

/** A signed link to the page's current draft that works without signing in for 7 days. */
export function createPreviewLink(pageId: number): Promise<PreviewLink> {
  return http.call(calls.publish.previewLink, { body: { id: pageId } });
}
