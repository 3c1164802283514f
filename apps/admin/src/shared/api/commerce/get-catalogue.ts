import type { CatalogueItem, CatalogueKind } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { commerceQueryKey } from '../../commerce/commerce-keys.ts';
import { hasSessionCookie } from '../../session/session-cookie.ts';

/** The app centre's templates or plugins, each with its price and whether the company owns it. */
export async function getCatalogue(kind: CatalogueKind, signal?: AbortSignal): Promise<CatalogueItem[]> {
  const data = await http.call(calls.companyOrder.catalogue, { query: { kind }, signal });
  return data.list;
}

export function catalogueQueryOptions(kind: CatalogueKind) {
  return queryOptions({
    queryKey: [...commerceQueryKey, 'catalogue', kind],
    queryFn: ({ signal }) => getCatalogue(kind, signal),
  });
}

export function useCatalogue(kind: CatalogueKind) {
  return useQuery({ ...catalogueQueryOptions(kind), enabled: () => hasSessionCookie() });
}
