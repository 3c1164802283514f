import type { AuditExport, AuditExportQuery } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** The filtered entries as a CSV file (UTF-8 with a byte-order mark, so Excel reads Chinese). */
export function exportAuditLog(query: AuditExportQuery): Promise<AuditExport> {
  return http.call(calls.audit.export, { query });
}
