import type { CollectionName, TermEntry } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

/** The calls of one term list: `calls.<collection><List>` (exhibitorZone, exhibitorArea). */
type TermCalls = typeof calls.exhibitorZone;

export function termCalls(name: CollectionName, key: string): TermCalls {
  const group = `${name}${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  const found = (calls as unknown as Record<string, TermCalls | undefined>)[group];
  if (!found) throw new Error(`No calls for the term list ${group}`);
  return found;
}

/** The same keys as the edit form's reads (collections), so a save here refreshes them. */
export const termKeys = {
  all: (name: CollectionName) => ['term-list', name] as const,
  list: (name: CollectionName, key: string, websiteId: number) =>
    ['term-list', name, key, websiteId] as const,
};

/** Every entry of a term list of the website (quiet: the screens work without it). */
export function useTermList(name: CollectionName, key: string, websiteId: number | undefined) {
  return useQuery({
    queryKey: termKeys.list(name, key, websiteId ?? 0),
    queryFn: ({ signal }) =>
      http.call(termCalls(name, key).list, {
        query: { website_id: websiteId ?? 0 },
        signal,
        toast: false,
      }),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

export interface TermSaveInput {
  website_id: number;
  id?: number;
  parent_id?: number;
  name: string;
  names: Record<string, string>;
  slug: string;
}

export function useSaveTerm(name: CollectionName, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TermSaveInput): Promise<TermEntry> => http.call(termCalls(name, key).save, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termKeys.all(name) }),
  });
}

/** Deletes an entry; a refusal (an entry in use, named with what uses it) is shown by the client. */
export function useDeleteTerm(name: CollectionName, key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { website_id: number; id: number }) => http.call(termCalls(name, key).del, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termKeys.all(name) }),
  });
}
