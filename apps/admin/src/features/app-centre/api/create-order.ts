import type { CatalogueKind, CompanyOrder, PluginKey, TemplateId } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { commerceQueryKey } from '../../../shared/commerce/commerce-keys.ts';

/**
 * Orders a template or a plugin (the server answers the pending order already there, so a double
 * click orders once); the answer carries the page where it is paid.
 */
export function createOrder(item: { kind: CatalogueKind; key: string }): Promise<CompanyOrder> {
  return item.kind === 'template'
    ? http.call(calls.companyOrder.createTemplateOrder, { body: { template_id: item.key as TemplateId } })
    : http.call(calls.companyOrder.createPluginOrder, { body: { plugin: item.key as PluginKey } });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceQueryKey }),
  });
}
