import type { CompanyInfo, SaveCompanyInfoBody } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

const companyInfoKey = ['company', 'info'] as const;

export function getCompanyInfo(signal?: AbortSignal): Promise<CompanyInfo> {
  return http.call(calls.companyInfo.info, { signal });
}

export function useCompanyInfo() {
  return useQuery({ queryKey: companyInfoKey, queryFn: ({ signal }) => getCompanyInfo(signal) });
}

/** Saves the company's information (administrators only: the server refuses anyone else). */
export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCompanyInfoBody) => http.call(calls.companyInfo.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(companyInfoKey, saved),
  });
}
