import { z } from 'zod';

/**
 * Recursive schemas parse recursively, so a body nested tens of thousands of levels deep (still
 * under the body size limit) would exhaust the stack. This walks the input iteratively first and
 * refuses it before the recursive schema sees it.
 */
export function boundedTree<T extends z.ZodType>(
  schema: T,
  options: {
    /** The top-level nodes of the value. */
    roots: (value: unknown) => unknown[];
    /** The child nodes of one node. */
    children: (node: Record<string, unknown>) => unknown[];
    maxDepth: number;
    maxNodes: number;
  },
): T {
  const guarded = z
    .unknown()
    .superRefine((value, ctx) => {
      const stack = options.roots(value).map((node) => ({ node, depth: 1 }));
      let count = 0;
      while (stack.length > 0) {
        const { node, depth } = stack.pop() as { node: unknown; depth: number };
        count++;
        if (depth > options.maxDepth || count > options.maxNodes) {
          ctx.addIssue({ code: 'custom', message: 'Nested too deeply or too large' });
          return;
        }
        if (typeof node === 'object' && node !== null) {
          for (const child of options.children(node as Record<string, unknown>))
            stack.push({ node: child, depth: depth + 1 });
        }
      }
    })
    .pipe(schema);
  // Accepts and yields exactly what `schema` does; only the order of the checks differs.
  return guarded as unknown as T;
}

export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
