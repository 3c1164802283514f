import type { SaveWebsitePayBody, WebsitePaySettings } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { websitePayQueryOptions } from './get-website-pay.ts';
import { paymentsQueryKey } from './pay-keys.ts';

/** Turns selling on or off and routes each currency to an account (refusals shown by the client). */
export function saveWebsitePay(body: SaveWebsitePayBody): Promise<WebsitePaySettings> {
  return http.call(calls.websitePay.save, { body });
}

export function useSaveWebsitePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebsitePay,
    onSuccess: async (saved) => {
      queryClient.setQueryData(websitePayQueryOptions(saved.website_id).queryKey, saved);
      // The accounts' website counts changed.
      await queryClient.invalidateQueries({ queryKey: [...paymentsQueryKey, 'accounts'] });
    },
  });
}
