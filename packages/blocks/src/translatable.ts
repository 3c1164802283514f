import type { BlockNode, PageDocument } from '@sitewright/contract';

/** A text an operator wrote, found in a block's props; `html` texts keep their markup. */
export interface TranslatableText {
  format: 'text' | 'html';
  value: string;
}

type Field = { path: string; format?: 'html' };

/**
 * The props of each block type that hold words visitors read, as dotted paths (`*` = every item
 * of a list). Addresses, links, numbers and chart figures are left alone: translating them would
 * break them.
 */
export const TRANSLATABLE_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  heading: [{ path: 'text' }],
  'rich-text': [{ path: 'html', format: 'html' }],
  button: [{ path: 'text' }],
  footer: [{ path: 'text' }],
  image: [{ path: 'alt' }, { path: 'caption' }],
  gallery: [{ path: 'images.*.alt' }, { path: 'images.*.caption' }],
  attachments: [{ path: 'title' }, { path: 'files.*.name' }],
  table: [{ path: 'caption' }, { path: 'rows.*.*' }],
  chart: [{ path: 'title' }],
  video: [{ path: 'title' }, { path: 'caption' }],
  'latest-items': [{ path: 'title' }],
  'search-box': [{ path: 'placeholder' }, { path: 'buttonText' }],
  form: [{ path: 'heading' }],
};

/** Visits every string at `path` inside `value`, letting `visit` replace it. */
function walk(value: unknown, parts: readonly string[], visit: (text: string) => string): unknown {
  if (parts.length === 0) return typeof value === 'string' && value.trim() !== '' ? visit(value) : value;
  const [head, ...rest] = parts;
  if (head === '*') {
    return Array.isArray(value) ? value.map((item) => walk(item, rest, visit)) : value;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value) || head === undefined) return value;
  const record = value as Record<string, unknown>;
  if (!(head in record)) return value;
  return { ...record, [head]: walk(record[head], rest, visit) };
}

function mapBlocks(
  blocks: readonly BlockNode[],
  visit: (text: string, format: 'text' | 'html') => string,
): BlockNode[] {
  return blocks.map((block) => {
    let props: unknown = block.props;
    for (const field of TRANSLATABLE_FIELDS[block.type] ?? []) {
      props = walk(props, field.path.split('.'), (text) => visit(text, field.format ?? 'text'));
    }
    const slots = block.slots
      ? Object.fromEntries(
          Object.entries(block.slots).map(([name, children]) => [name, mapBlocks(children, visit)]),
        )
      : undefined;
    return { ...block, props: props as Record<string, unknown>, ...(slots ? { slots } : {}) };
  });
}

/** Every text of a page a translation should cover, in document order. */
export function translatableTexts(document: PageDocument): TranslatableText[] {
  const found: TranslatableText[] = [];
  mapBlocks(document.blocks, (value, format) => {
    found.push({ format, value });
    return value;
  });
  return found;
}

/**
 * The document with its texts replaced, in the order `translatableTexts` listed them. A list of
 * the wrong length is refused rather than shifting texts into the wrong places.
 */
export function withTranslatedTexts(document: PageDocument, texts: readonly string[]): PageDocument {
  let i = 0;
  const blocks = mapBlocks(document.blocks, (value) => texts[i++] ?? value);
  if (i !== texts.length) throw new Error(`Expected ${i} translated texts, got ${texts.length}`);
  return { ...document, blocks };
}
