import type { AuditLogList, AuditLogQuery } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export const auditQueryKey = ['audit-log'] as const;

/** One page of the company's audit log, newest first, with the users and calls to filter by. */
export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<AuditLogList> {
  return http.call(calls.audit.list, { query, signal });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: [...auditQueryKey, query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // Every change elsewhere adds an entry: read the log afresh whenever the screen shows.
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled: hasSessionCookie,
  });
}
