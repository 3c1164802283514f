import type { PublishLinkCheck } from '@sitewright/contract';
import type { TFunction } from '../i18n/index.ts';
import { siteLanguageName } from '../lib/site-languages.ts';

/** How many broken links the confirmation names before it only counts the rest. */
export const LINK_WARNING_SHOWN = 10;

/** What a publish confirmation warns of: links visitors would follow to a missing page. */
export interface LinkWarning {
  /** One line a link: where it is, the page it leads to, the language. */
  lines: string[];
  /** Links found beyond the named ones. */
  more: number;
}

/**
 * The warning for a publish whose live pages would link to pages left unpublished, or null when
 * there are none. A header or footer link is named after the section: it shows on every page.
 */
export function linkWarning(check: PublishLinkCheck, t: TFunction): LinkWarning | null {
  if (check.total === 0 || check.links.length === 0) return null;
  const shown = check.links.slice(0, LINK_WARNING_SHOWN);
  const lines = shown.map((link) => {
    const from =
      link.place === 'header'
        ? t('publish.linkFromHeader')
        : link.place === 'footer'
          ? t('publish.linkFromFooter')
          : link.page_name.trim() || t('pageEditor.unnamed');
    return t('publish.linkWarningLine', {
      from,
      to: link.target_page_name.trim() || t('pageEditor.unnamed'),
      lang: siteLanguageName(link.lang),
    });
  });
  return { lines, more: Math.max(0, check.total - shown.length) };
}
