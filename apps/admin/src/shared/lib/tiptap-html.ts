/**
 * The browser half of `@tiptap/html`, which Puck imports but the lock file does not install. The
 * admin build resolves `@tiptap/html` here (vite.config.ts); it converts with the same TipTap and
 * ProseMirror copies the editors use.
 */
import { type Extensions, getSchema, type JSONContent } from '@tiptap/core';
import { DOMParser as PmDomParser, DOMSerializer, Node } from '@tiptap/pm/model';

export function generateHTML(doc: JSONContent, extensions: Extensions): string {
  const schema = getSchema(extensions);
  const node = Node.fromJSON(schema, doc);
  const container = document.createElement('div');
  container.appendChild(DOMSerializer.fromSchema(schema).serializeFragment(node.content));
  return container.innerHTML;
}

export function generateJSON(html: string, extensions: Extensions): JSONContent {
  const schema = getSchema(extensions);
  const body = new window.DOMParser().parseFromString(html, 'text/html').body;
  return PmDomParser.fromSchema(schema).parse(body).toJSON() as JSONContent;
}
