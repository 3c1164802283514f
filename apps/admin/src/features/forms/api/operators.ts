import { ROLES } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { useRoles } from '../../../shared/api/session/get-user-info.ts';
import { hasRole } from '../../../shared/session/roles.ts';
import type { Assignee } from '../assignees.ts';

/**
 * The company's operators records can be assigned to. Only administrators may list users (spec
 * §6); others assign to themselves or to whoever already holds records.
 */
export function useOperators() {
  const admin = hasRole(useRoles(), ROLES.admin);
  return useQuery({
    queryKey: ['forms', 'operators'],
    queryFn: async ({ signal }): Promise<Assignee[]> => {
      const users = await http.call(calls.team.userList, {
        query: { page: 1, page_size: 100, status: 'active' },
        signal,
        toast: false,
      });
      return users.list.map((u) => ({ id: u.id, name: u.nick_name || u.user_name }));
    },
    enabled: admin,
    staleTime: 5 * 60_000,
  });
}
