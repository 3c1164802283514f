import {
  type BlockNode,
  PAGE_DOCUMENT_MAX_BLOCKS,
  PAGE_DOCUMENT_MAX_DEPTH,
  PageDocument,
} from '@sitewright/contract';
import type { z } from 'zod';
import { blockRegistry } from './registry.ts';

/** One reason a document was refused, at a dotted path such as `blocks.2.props.alt`. */
export interface FieldError {
  path: string;
  message: string;
  /** The reason in Chinese, where the rule has one of its own (chart tables). */
  zh?: string;
}

export type PageDocumentValidation =
  | { ok: true; document: PageDocument }
  | { ok: false; fields: FieldError[] };

function joinPath(base: string, parts: readonly PropertyKey[]): string {
  return [base, ...parts.map(String)].filter((p) => p !== '').join('.');
}

function issueFields(base: string, issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: joinPath(base, [...issue.path, key]),
        message: `Unknown field "${key}"`,
      }));
    }
    const zh = issue.code === 'custom' ? (issue.params?.zh as string | undefined) : undefined;
    return [{ path: joinPath(base, issue.path), message: issue.message, ...(zh ? { zh } : {}) }];
  });
}

/**
 * Looks for nesting past the limit before the recursive schema parse, so a hostile document
 * thousands of levels deep is refused without walking it recursively.
 */
function structuralProblem(input: unknown): FieldError | null {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { blocks?: unknown }).blocks)) {
    return null;
  }
  const stack: { nodes: unknown[]; path: string; depth: number }[] = [
    { nodes: (input as { blocks: unknown[] }).blocks, path: 'blocks', depth: 1 },
  ];
  let count = 0;
  while (stack.length > 0) {
    const { nodes, path, depth } = stack.pop() as (typeof stack)[number];
    for (const [i, node] of nodes.entries()) {
      count++;
      if (count > PAGE_DOCUMENT_MAX_BLOCKS) {
        return { path: 'blocks', message: `A page holds at most ${PAGE_DOCUMENT_MAX_BLOCKS} blocks` };
      }
      if (depth > PAGE_DOCUMENT_MAX_DEPTH) {
        return {
          path: `${path}.${i}`,
          message: `Blocks nest at most ${PAGE_DOCUMENT_MAX_DEPTH} levels deep`,
        };
      }
      const slots =
        typeof node === 'object' && node !== null ? (node as { slots?: unknown }).slots : undefined;
      if (typeof slots !== 'object' || slots === null) continue;
      for (const [name, children] of Object.entries(slots)) {
        if (Array.isArray(children))
          stack.push({ nodes: children, path: `${path}.${i}.slots.${name}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Checks a page document on save: its shape, nesting depth, block count, unique ids, known types,
 * each block's props against its own schema and the slots its type allows. The document that
 * comes back has its rich text sanitised, schema defaults filled in and every allowed slot present.
 */
export function validatePageDocument(input: unknown): PageDocumentValidation {
  const structural = structuralProblem(input);
  if (structural) return { ok: false, fields: [structural] };
  const shape = PageDocument.safeParse(input);
  if (!shape.success) return { ok: false, fields: issueFields('', shape.error.issues) };

  const fields: FieldError[] = [];
  const ids = new Set<string>();

  const walk = (nodes: BlockNode[], base: string): BlockNode[] =>
    nodes.map((node, i) => {
      const path = `${base}.${i}`;
      if (ids.has(node.id)) fields.push({ path: `${path}.id`, message: `Duplicate block id "${node.id}"` });
      ids.add(node.id);
      const definition = blockRegistry.get(node.type);
      if (!definition) {
        fields.push({ path: `${path}.type`, message: `Unknown block type "${node.type}"` });
        return node;
      }
      const parsed = definition.schema.safeParse(node.props);
      if (!parsed.success) fields.push(...issueFields(`${path}.props`, parsed.error.issues));
      const props = parsed.success ? parsed.data : node.props;
      const allowed = parsed.success ? definition.slotNames(parsed.data) : null;

      const given = node.slots ?? {};
      const slots: Record<string, BlockNode[]> = {};
      for (const name of allowed ?? []) slots[name] = [];
      for (const [name, children] of Object.entries(given)) {
        if (allowed && !allowed.includes(name)) {
          fields.push({
            path: `${path}.slots.${name}`,
            message:
              allowed.length === 0
                ? `A ${node.type} block holds no other blocks`
                : `Slot "${name}" is not one of ${allowed.map((a) => `"${a}"`).join(', ')}`,
          });
        }
        slots[name] = walk(children, `${path}.slots.${name}`);
      }
      const out: BlockNode = { id: node.id, type: node.type, props };
      if (Object.keys(slots).length > 0) out.slots = slots;
      return out;
    });

  const blocks = walk(shape.data.blocks, 'blocks');
  if (fields.length > 0) return { ok: false, fields };
  return { ok: true, document: { version: 1, blocks } };
}
