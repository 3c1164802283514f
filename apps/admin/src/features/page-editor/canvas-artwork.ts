import { themeColors } from '@sitewright/blocks';
import type { SiteTheme } from '@sitewright/contract';
import { type RefObject, useEffect } from 'react';

const ASSET = /\/template-assets\/[a-z0-9][a-z0-9._-]*\.svg(\?tint=[0-9a-f-]*)?/g;

/** The `tint` query that asks the back office for template artwork in the theme's colours. */
export function artworkTint(theme: SiteTheme): string {
  const { primary, accent } = themeColors(theme);
  return `${primary.slice(1)}-${accent.slice(1)}`.toLowerCase();
}

/** A src or style value with every template artwork address asking for the tint. */
export function tintAddresses(value: string, tint: string): string {
  return value.replace(
    ASSET,
    (match, query: string | undefined) => `${query ? match.slice(0, -query.length) : match}?tint=${tint}`,
  );
}

function tintElement(el: Element, tint: string): void {
  for (const name of ['src', 'style'] as const) {
    const value = el.getAttribute(name);
    if (!value?.includes('/template-assets/')) continue;
    const next = tintAddresses(value, tint);
    if (next !== value) el.setAttribute(name, next);
  }
}

/**
 * Shows template artwork on the canvas in the site's palette, as publishing tints the copies a
 * site serves: block views keep the plain address (what is saved), the canvas asks for the tinted
 * one. Elements drawn later (a new block, a re-render) are caught by an observer.
 */
export function useTintedArtwork(root: RefObject<HTMLElement | null>, theme: SiteTheme): void {
  const tint = artworkTint(theme);
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const sweep = (scope: Element) => {
      tintElement(scope, tint);
      for (const el of scope.querySelectorAll('[src*="/template-assets/"],[style*="/template-assets/"]')) {
        tintElement(el, tint);
      }
    };
    sweep(node);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') tintElement(record.target as Element, tint);
        for (const added of record.addedNodes) if (added instanceof Element) sweep(added);
      }
    });
    observer.observe(node, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['src', 'style'],
    });
    return () => observer.disconnect();
  }, [root, tint]);
}
