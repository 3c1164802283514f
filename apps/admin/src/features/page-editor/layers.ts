/**
 * The layers panel's tree: each block named by its type and the first words it shows, so the
 * operator can tell one section from the next.
 */
import type { ComponentData } from '@puckeditor/core';

/** Puck's name for the page's top-level zone. */
export const ROOT_ZONE = 'root:default-zone';

const SLOT_PREFIX = 'slot_';
/** Props whose words say what a block is about, in the order they are looked at. */
const WORD_PROPS = ['text', 'title', 'heading', 'label', 'name', 'caption', 'html', 'alt', 'question'];
const MAX_WORDS = 6;
const MAX_CHARS = 40;

export interface Layer {
  id: string;
  type: string;
  /** The block type's name in the editor's language. */
  label: string;
  /** The first words the block (or the first block inside it) shows; '' when none. */
  words: string;
  /** Where Puck finds it: its zone and index there. */
  zone: string;
  index: number;
  children: Layer[];
}

function plain(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first few words of a text, with an ellipsis when cut. */
export function firstWords(text: string): string {
  const words = plain(text).split(' ').filter(Boolean);
  let shown = words.slice(0, MAX_WORDS).join(' ');
  let cut = words.length > MAX_WORDS;
  if (shown.length > MAX_CHARS) {
    shown = shown.slice(0, MAX_CHARS).trimEnd();
    cut = true;
  }
  return cut ? `${shown}…` : shown;
}

function ownWords(props: Record<string, unknown>): string {
  for (const name of WORD_PROPS) {
    const value = props[name];
    if (typeof value === 'string' && plain(value) !== '') return firstWords(value);
  }
  return '';
}

/** The block tree of Puck's content, from `zone` down through every slot. */
export function layersOf(
  content: readonly ComponentData[],
  labelOf: (type: string) => string,
  zone: string = ROOT_ZONE,
): Layer[] {
  return content.map((item, index) => {
    const props = item.props as Record<string, unknown>;
    const id = String(props.id);
    const children: Layer[] = [];
    for (const [key, value] of Object.entries(props)) {
      if (key.startsWith(SLOT_PREFIX) && Array.isArray(value)) {
        children.push(...layersOf(value as ComponentData[], labelOf, `${id}:${key}`));
      }
    }
    const words = ownWords(props) || children.find((child) => child.words !== '')?.words || '';
    return { id, type: item.type, label: labelOf(item.type), words, zone, index, children };
  });
}
