import { COLLECTIONS, type CollectionName } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQueries, useQuery } from '@tanstack/react-query';
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

/** The same keys as the term list screens' (collection-taxonomy), so their saves refresh these reads. */
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

/** The names of every term list entry of a collection by id (the list's zone and area columns). */
export function useTermNames(
  name: CollectionName,
  websiteId: number | undefined,
): ReadonlyMap<number, string> {
  const keys = Object.keys((COLLECTIONS[name] as { lists?: Record<string, unknown> }).lists ?? {});
  const results = useQueries({
    queries: keys.map((key) => ({
      queryKey: termKeys.list(name, key, websiteId ?? 0),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        http.call(termCalls(name, key).list, { query: { website_id: websiteId ?? 0 }, signal, toast: false }),
      enabled: websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
    })),
  });
  const names = new Map<number, string>();
  for (const result of results) for (const entry of result.data?.list ?? []) names.set(entry.id, entry.name);
  return names;
}
