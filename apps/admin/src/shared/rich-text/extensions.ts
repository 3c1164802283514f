import { EDITOR_MAX_WORDS, EDITOR_TABLE_BORDER_TOLERANCE_PX, type Lang } from '@sitewright/contract';
import { Extension, type Extensions } from '@tiptap/core';
import { Highlight } from '@tiptap/extension-highlight';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { BackgroundColor, Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { BackgroundBox } from './background-node.ts';
import { ChartPreview } from './chart-preview.ts';
import { evenColumnsOnDoubleClick, RichTableView } from './column-resize.ts';
import { EmbedNode } from './embed-node.tsx';
import { INDENT_MAX, isStylePreset } from './style-presets.ts';
import { TABLE_MAX_COLUMNS, TABLE_MAX_ROWS } from './table-limits.ts';
import { UNDO_DEPTH, UndoLimit } from './undo-limit.ts';

export const MAX_WORDS = EDITOR_MAX_WORDS;
/** Spec §9: Tab inserts 4 spaces; non-breaking, so they stay visible in published HTML. */
export const TAB_TEXT = '\u00a0'.repeat(4);

const BLOCK_TYPES = ['paragraph', 'heading'];

/** Style presets and indentation, as attributes of paragraphs and headings. */
const BlockAttributes = Extension.create({
  name: 'blockAttributes',
  addGlobalAttributes() {
    return [
      {
        types: BLOCK_TYPES,
        attributes: {
          preset: {
            default: null,
            parseHTML: (el) => [...el.classList].find((c) => isStylePreset(c)) ?? null,
            renderHTML: (attrs) => (attrs.preset ? { class: attrs.preset } : {}),
          },
          indent: {
            default: 0,
            parseHTML: (el) => {
              const em = Number.parseFloat(el.style.marginLeft);
              return el.style.marginLeft.endsWith('em') && em > 0
                ? Math.min(INDENT_MAX, Math.round(em / 2))
                : 0;
            },
            renderHTML: (attrs) => (attrs.indent > 0 ? { style: `margin-left: ${attrs.indent * 2}em` } : {}),
          },
        },
      },
    ];
  },
});

/** Tab inserts 4 spaces in text; lists and tables keep their own Tab (nest, next cell) first. */
const TabSpaces = Extension.create({
  name: 'tabSpaces',
  priority: 10,
  addKeyboardShortcuts() {
    return { Tab: () => this.editor.commands.insertContent(TAB_TEXT) };
  },
});

function tableSize(node: import('@tiptap/pm/model').Node): { rows: number; cols: number } {
  let cols = 0;
  node.forEach((row) => {
    let width = 0;
    row.forEach((cell) => {
      width += (cell.attrs.colspan as number | undefined) ?? 1;
    });
    cols = Math.max(cols, width);
  });
  return { rows: node.childCount, cols };
}

function oversizedTables(doc: import('@tiptap/pm/model').Node): number {
  let n = 0;
  doc.descendants((node) => {
    if (node.type.name !== 'table') return true;
    const { rows, cols } = tableSize(node);
    if (rows > TABLE_MAX_ROWS || cols > TABLE_MAX_COLUMNS) n += 1;
    return false;
  });
  return n;
}

/**
 * Spec §9: tables have at most 20 columns and 100 rows. A change that would grow a table past
 * that is refused, whichever way it comes (toolbar, keyboard, paste).
 */
const TableLimits = Extension.create<{ onRefused?: () => void }>({
  name: 'tableLimits',
  addOptions() {
    return { onRefused: undefined };
  },
  addProseMirrorPlugins() {
    const { onRefused } = this.options;
    return [
      new Plugin({
        key: new PluginKey('tableLimits'),
        filterTransaction(tr, state) {
          if (!tr.docChanged) return true;
          if (oversizedTables(tr.doc) <= oversizedTables(state.doc)) return true;
          onRefused?.();
          return false;
        },
      }),
    ];
  },
});

/**
 * Tables keep a class (the chart marker) and a border width. Their columns are resized by dragging
 * a border, which the pointer grabs within 5 px (spec §9); a double-click on a border evens them out.
 */
const RichTable = Table.extend({
  addProseMirrorPlugins() {
    // Ahead of the parent's column resizing, so the double-click is seen before a drag starts.
    return [...(this.editor.isEditable ? [evenColumnsOnDoubleClick()] : []), ...(this.parent?.() ?? [])];
  },
  addAttributes() {
    return {
      ...this.parent?.(),
      class: {
        default: null,
        parseHTML: (el) => el.getAttribute('class'),
        renderHTML: (attrs) => (attrs.class ? { class: attrs.class } : {}),
      },
      border: {
        default: 1,
        parseHTML: (el) => {
          const n = Number.parseInt(el.getAttribute('border') ?? '', 10);
          return Number.isFinite(n) ? n : 1;
        },
        renderHTML: (attrs) => ({ border: String(attrs.border ?? 1) }),
      },
    };
  },
});

/** Spec §9: images get a 1 px border by default; alt, width and height are kept. */
const RichImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      border: {
        default: 1,
        parseHTML: (el) => {
          const match = /border(?:-width)?:\s*(\d+)px/.exec(el.getAttribute('style') ?? '');
          return match ? Number(match[1]) : 0;
        },
        renderHTML: (attrs) => (attrs.border > 0 ? { style: `border: ${attrs.border}px solid #d9d9d9` } : {}),
      },
    };
  },
});

export interface ExtensionOptions {
  placeholder?: string;
  /** The editor's current language, for texts drawn inside the document. */
  language: () => Lang;
  onTableRefused?: () => void;
}

export function richTextExtensions(options: ExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      undoRedo: { depth: UNDO_DEPTH },
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        // Links come from the link dialog, whose text may be a shortened address the autolinker would re-cut.
        autolink: false,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        // A new tab is the operator's choice per link; the sanitiser adds rel="noopener" then.
        HTMLAttributes: { target: null, rel: null },
      },
    }),
    UndoLimit,
    TextStyle,
    Color,
    BackgroundColor,
    FontSize,
    Highlight.configure({ multicolor: true }),
    TextAlign.configure({ types: BLOCK_TYPES }),
    BlockAttributes,
    TabSpaces,
    RichTable.configure({
      resizable: true,
      handleWidth: EDITOR_TABLE_BORDER_TOLERANCE_PX,
      View: RichTableView,
    }),
    TableRow,
    TableHeader,
    TableCell,
    TableLimits.configure({ onRefused: options.onTableRefused }),
    RichImage.configure({ inline: false, allowBase64: false }),
    EmbedNode,
    BackgroundBox,
    ChartPreview.configure({ language: options.language }),
    Placeholder.configure({ placeholder: options.placeholder ?? '' }),
  ];
}
