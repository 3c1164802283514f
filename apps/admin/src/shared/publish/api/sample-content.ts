import type { SampleContent, SampleContentRemoved } from '@sitewright/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../api/http.ts';

const sampleContentKey = (websiteId: number) => ['sample-content', websiteId] as const;

/** What of the website is still its template's sample content (the checklist before a publish). */
export function getSampleContent(websiteId: number, signal?: AbortSignal): Promise<SampleContent> {
  return http.call(calls.template.sampleContent, { query: { website_id: websiteId }, signal });
}

export function useSampleContent(websiteId: number, enabled: boolean) {
  return useQuery({
    queryKey: sampleContentKey(websiteId),
    queryFn: ({ signal }) => getSampleContent(websiteId, signal),
    enabled,
    staleTime: 0,
  });
}

export function removeSampleContent(websiteId: number): Promise<SampleContentRemoved> {
  return http.call(calls.template.removeSampleContent, { body: { website_id: websiteId } });
}

/** Removes the samples; every list that showed them is read again. */
export function useRemoveSampleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSampleContent,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
