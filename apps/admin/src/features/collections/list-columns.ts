import type { CollectionDefinition, FieldDef, ItemStatus, Lang } from '@sitewright/contract';
import type { Sort } from './list-query.ts';

/** What the columns read of a definition (any definition, whatever its fields' names). */
type Fields = Pick<CollectionDefinition, 'fields' | 'columns'>;

/** How a list column shows its value. */
export type ColumnKind =
  | 'image'
  | 'categories'
  | 'tags'
  | 'status'
  | 'money'
  | 'date'
  | 'text'
  | 'when'
  | 'choice'
  | 'term';

export interface ListColumn {
  key: string;
  kind: ColumnKind;
  /** The definition's own label (its fields), or null for a common column the screen names. */
  label: Record<Lang, string> | null;
  /** The list call's sort that the column's header orders by; absent when it cannot sort. */
  sort?: Sort;
  /** Where the value is: a common key of the item, or the collection's field. */
  source: 'item' | 'field';
  /** choice: the options whose labels the cells show. */
  options?: FieldDef['options'];
}

const COMMON: Record<string, Omit<ListColumn, 'key' | 'label' | 'source'>> = {
  type_ids: { kind: 'categories' },
  tag_ids: { kind: 'tags' },
  status: { kind: 'status' },
  publish_at: { kind: 'date', sort: 'publish_at' },
  create_time: { kind: 'date', sort: 'created' },
  update_time: { kind: 'date', sort: 'updated' },
  published_at: { kind: 'date' },
  image: { kind: 'image' },
};

/** The list columns of a definition beside the title, in its order. */
export function listColumns(def: Fields): ListColumn[] {
  const columns: ListColumn[] = [];
  for (const key of def.columns) {
    const field = def.fields[key];
    if (field) {
      const kind: ColumnKind =
        field.kind === 'image' || field.kind === 'gallery'
          ? 'image'
          : field.kind === 'money'
            ? 'money'
            : field.kind === 'datetime-range'
              ? 'when'
              : field.kind === 'choice'
                ? 'choice'
                : field.kind === 'term'
                  ? 'term'
                  : 'text';
      columns.push({
        key,
        kind,
        label: field.label,
        source: 'field',
        ...(field.options ? { options: field.options } : {}),
      });
      continue;
    }
    const common = COMMON[key];
    if (common) columns.push({ key, label: null, source: 'item', ...common });
  }
  return columns;
}

/** The key of the definition's currency field, which a money column shows its amount in. */
export function currencyField(def: Fields): string | undefined {
  return Object.entries(def.fields).find(([, f]) => f.kind === 'currency')?.[0];
}

/** What a status looks like in the list: its tag, and the mark of changes or of a date to come. */
export function statusLook(status: ItemStatus): {
  base: 'draft' | 'published';
  mark?: 'updated' | 'scheduled';
} {
  if (status === 'draft') return { base: 'draft' };
  if (status === 'published') return { base: 'published' };
  return { base: 'published', mark: status };
}

/** An amount as the list shows it: "USD 1,299.00"; empty for none. */
export function formatMoney(amount: unknown, currency: unknown, locale: string): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount);
  } catch {
    return `${code} ${amount.toFixed(2)}`;
  }
}

/** A date-time range as the list shows it: "2026-03-03 09:00 – 17:00 (Europe/Berlin)"; '' for none. */
export function formatRange(value: unknown): string {
  const range = value as { start?: unknown; end?: unknown; zone?: unknown } | null;
  if (!range || typeof range.start !== 'string' || typeof range.end !== 'string') return '';
  const start = range.start.replace('T', ' ');
  const end =
    range.end.slice(0, 10) === range.start.slice(0, 10) ? range.end.slice(11) : range.end.replace('T', ' ');
  return `${start} – ${end} (${String(range.zone ?? '')})`;
}
