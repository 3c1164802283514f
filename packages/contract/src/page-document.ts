import { z } from 'zod';

/** Deepest nesting of slots (section → columns → column content → …). */
export const PAGE_DOCUMENT_MAX_DEPTH = 4;
/** Most block instances one page may hold. */
export const PAGE_DOCUMENT_MAX_BLOCKS = 1000;

/**
 * One block instance in a page document. `props` is checked against the block type's own schema
 * (packages/blocks); blocks that hold other blocks (section, columns) keep them in named `slots`.
 */
export interface BlockNode {
  /** Stable within the page, so the editor can track an instance across edits. */
  id: string;
  /** Block type name, e.g. `heading`. */
  type: string;
  props: Record<string, unknown>;
  slots?: Record<string, BlockNode[]>;
}

export const BlockNode: z.ZodType<BlockNode> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(64),
    type: z.string().min(1).max(64),
    props: z.record(z.string(), z.unknown()),
    slots: z.record(z.string().max(64), z.array(BlockNode)).optional(),
  }),
);

/** A page's content: the blocks from top to bottom. */
export const PageDocument = z.object({
  version: z.literal(1),
  blocks: z.array(BlockNode),
});
export type PageDocument = z.infer<typeof PageDocument>;

/** An empty page. */
export const EMPTY_PAGE_DOCUMENT: PageDocument = { version: 1, blocks: [] };
