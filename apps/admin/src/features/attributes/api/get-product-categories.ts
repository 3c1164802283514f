import type { CategoryNode } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

/** The products' category tree, for choosing the categories an attribute belongs to. */
export function useProductCategories(websiteId: number | undefined) {
  return useQuery({
    queryKey: ['attributes', websiteId ?? 0, 'product-categories'] as const,
    queryFn: ({ signal }) =>
      http.call(calls.product.types, { query: { website_id: websiteId ?? 0 }, signal, toast: false }),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

/** A category tree as antd's tree select takes it. */
export interface CategoryChoice {
  value: number;
  title: string;
  children: CategoryChoice[];
}

export function categoryChoices(nodes: readonly CategoryNode[]): CategoryChoice[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: categoryChoices(n.children) }));
}

/** Every category's name by id, at any depth. */
export function categoryNamesById(nodes: readonly CategoryNode[], into = new Map<number, string>()) {
  for (const node of nodes) {
    into.set(node.id, node.name);
    categoryNamesById(node.children, into);
  }
  return into;
}
