import { type AuditEntry, auditActionName, type Lang } from '@sitewright/contract';

/** The action of an entry as people say it: the call's name in the language, else `METHOD /path`. */
export function actionName(call: string, lang: Lang): string {
  return auditActionName(call, lang);
}

/** The ids an entry names: its website first, then each id field (`id 5`, `ids 1, 2`). */
export function targetsText(
  entry: Pick<AuditEntry, 'website_id' | 'target_ids'>,
  website: (id: number) => string,
): string {
  const parts = entry.website_id === null ? [] : [website(entry.website_id)];
  for (const [field, ids] of Object.entries(entry.target_ids)) {
    parts.push(`${field} ${Array.isArray(ids) ? ids.join(', ') : ids}`);
  }
  return parts.join('; ');
}

/**
 * The fields an entry set: `name → Shop`, `name: Old → New` when the old value is known, or the
 * field alone when its value was not kept.
 */
export function changesText(changes: AuditEntry['changes']): string {
  const shown = (value: string | null) => (value === null ? '…' : value === '' ? '""' : value);
  return changes
    .map((c) => {
      if (c.before !== undefined) return `${c.field}: ${shown(c.before)} → ${shown(c.value)}`;
      return c.value === null ? c.field : `${c.field} → ${shown(c.value)}`;
    })
    .join('; ');
}
