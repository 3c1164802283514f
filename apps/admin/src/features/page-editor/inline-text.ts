/**
 * Plain-text props typed straight into the canvas. Puck hands such a prop to the block's render as
 * its own editable element (which writes back through the same history as the side panel); the
 * view still needs the text itself to validate, so the two are taken apart and put back together.
 */
import { namesBrandDetail } from '@sitewright/blocks';
import { isValidElement, type ReactElement } from 'react';

/**
 * Props each block shows only as the text of an element (never in an attribute or a drawing: the
 * chart's title also goes into its SVG), so an editable span can stand in for the string.
 */
export const INLINE_TEXT_PROPS: Readonly<Record<string, readonly string[]>> = {
  heading: ['text'],
  button: ['text'],
  image: ['caption'],
  video: ['caption'],
  table: ['caption'],
  attachments: ['title'],
  'latest-items': ['title'],
  'sponsor-wall': ['title'],
  'search-box': ['buttonText'],
  footer: ['text'],
};

export function isInlineText(blockType: string, prop: string): boolean {
  return INLINE_TEXT_PROPS[blockType]?.includes(prop) ?? false;
}

/** The props with each editable element replaced by the text it holds, and the elements by prop. */
export function splitInlineText(props: Record<string, unknown>): {
  raw: Record<string, unknown>;
  editors: Record<string, ReactElement>;
} {
  const raw: Record<string, unknown> = {};
  const editors: Record<string, ReactElement> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isValidElement(value)) {
      const text = (value.props as { value?: unknown }).value ?? '';
      raw[key] = text;
      // Text naming the website's details ("About {{company.name}}") shows them filled in, as
      // visitors see it; typed in place it would show the placeholder, so the side panel edits it.
      if (typeof text !== 'string' || !namesBrandDetail(text)) editors[key] = value;
    } else raw[key] = value;
  }
  return { raw, editors };
}

/** The view's props with the editable elements back where the view would show the text. */
export function withInlineText(
  viewProps: Record<string, unknown>,
  editors: Record<string, ReactElement>,
): Record<string, unknown> {
  const keys = Object.keys(editors);
  if (keys.length === 0) return viewProps;
  const merged = { ...viewProps };
  // A prop the view would leave out (empty, optional) stays out; there is nothing to click then.
  for (const key of keys) if (typeof merged[key] === 'string') merged[key] = editors[key];
  return merged;
}

/**
 * Copy in text typed in place with nothing selected copies the block, as it did before the text
 * could be typed into: a click on a heading both selects the block and puts the cursor in its words.
 */
export function copiesBlockFromText(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== 'function') return false;
  if (!element.closest('[data-puck-overlay-portal]')) return false;
  return !element.ownerDocument.getSelection()?.toString();
}
