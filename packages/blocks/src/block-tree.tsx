import type { BlockNode } from '@sitewright/contract';
import type { ReactNode } from 'react';
import type { RenderContext } from './context.ts';
import { blockRegistry } from './registry.ts';

/**
 * Renders validated block nodes. Props are the parsed ones, so views can rely on their schema;
 * slots are rendered first and handed to the parent view as ready nodes.
 */
export function BlockTree({
  nodes,
  context,
}: {
  nodes: readonly BlockNode[];
  context: RenderContext;
}): ReactNode {
  return nodes.map((node) => {
    const definition = blockRegistry.get(node.type);
    if (!definition) return null;
    const slots: Record<string, ReactNode> = {};
    for (const [name, children] of Object.entries(node.slots ?? {})) {
      slots[name] = <BlockTree nodes={children} context={context} />;
    }
    const { View } = definition;
    return <View key={node.id} id={node.id} props={node.props} slots={slots} context={context} />;
  });
}
