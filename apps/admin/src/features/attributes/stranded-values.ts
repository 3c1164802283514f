import type { Attribute } from '@sitewright/contract';
import type { TFunction } from '../../shared/i18n/index.ts';
import type { EditOption } from './attribute-options.ts';
import './attributes-i18n.ts';

/**
 * Why the save would strand products' values, from the refusal's data: the type cannot change
 * while products hold values, or options they use cannot go (named as the operator knows them).
 */
export function strandedValues(
  data: unknown,
  attribute: Pick<Attribute, 'options'> | null,
  rows: readonly Pick<EditOption, 'id' | 'name'>[],
  t: TFunction,
): string | null {
  if (data === null || typeof data !== 'object') return null;
  const { product_count, options } = data as { product_count?: unknown; options?: unknown };
  if (typeof product_count === 'number') return t('attributes.kindLocked', { n: product_count });
  if (Array.isArray(options) && options.length > 0) {
    const names = new Map([...(attribute?.options ?? []), ...rows].map((o) => [o.id, o.name] as const));
    const shown = options.map((id) => names.get(String(id)) ?? String(id));
    return t('attributes.optionsInUse', { options: shown.join(', ') });
  }
  return null;
}
