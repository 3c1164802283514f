import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import type { Assignee } from '../assignees.ts';

/** The company's operators who work on inquiries: whom records can be assigned to. */
export function useOperators() {
  return useQuery({
    queryKey: ['forms', 'operators'],
    queryFn: async ({ signal }): Promise<Assignee[]> =>
      (await http.call(calls.form.assignees, { signal, toast: false })).list,
    staleTime: 5 * 60_000,
  });
}
