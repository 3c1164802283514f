import type { Content, Editor } from '@tiptap/core';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';

/**
 * Puts the cursor in the text after a just-inserted image or embed, adding an empty paragraph
 * when none follows. Left selected, the node would be replaced by the next insert.
 */
export function continueAfterNode(tr: Transaction): void {
  if (!(tr.selection instanceof NodeSelection)) return;
  const pos = tr.selection.to;
  const $pos = tr.doc.resolve(pos);
  const paragraph = tr.doc.type.schema.nodes.paragraph;
  if (!$pos.nodeAfter?.isTextblock) {
    if (!paragraph || !$pos.parent.canReplaceWith($pos.index(), $pos.index(), paragraph)) return;
    tr.insert(pos, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, pos + 1));
}

/** Inserts content and leaves the cursor after it. */
export function insertAndContinue(editor: Editor, content: Content): boolean {
  return editor
    .chain()
    .focus()
    .insertContent(content)
    .command(({ tr }) => {
      continueAfterNode(tr);
      return true;
    })
    .run();
}
