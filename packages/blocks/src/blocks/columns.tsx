import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/** Slot name of the column at a zero-based index. */
export function columnSlot(index: number): string {
  return `column-${index + 1}`;
}

export const columns = defineBlock({
  type: 'columns',
  label: { en: 'Columns', zh: '分栏' },
  category: 'layout',
  schema: z.strictObject({
    count: z.number().int().min(2, 'At least 2 columns').max(4, 'At most 4 columns').default(2),
    gap: z.enum(['small', 'medium', 'large']).default('medium'),
    align: z.enum(['start', 'center', 'end', 'stretch']).default('stretch'),
  }),
  defaults: { count: 2, gap: 'medium', align: 'stretch' },
  slots: (props) => Array.from({ length: props.count }, (_, i) => columnSlot(i)),
  View({ props, slots }) {
    return (
      <div
        className={`sw-block sw-columns sw-columns--${props.count} sw-gap-${props.gap} sw-align-${props.align}`}
      >
        {Array.from({ length: props.count }, (_, i) => (
          <div className="sw-column" key={columnSlot(i)}>
            {slots[columnSlot(i)]}
          </div>
        ))}
      </div>
    );
  },
});
