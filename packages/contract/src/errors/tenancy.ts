import type { ErrorTable } from './table.ts';

/** A row the caller may not reach: another company's, deleted or unknown (lib/tenancy.ts answers it). */
export const tenancyErrors = {
  ILLEGAL_OPERATION: { code: 1105, status: 403, en: 'Illegal operation!', zh: '非法操作!' },
} as const satisfies ErrorTable;
