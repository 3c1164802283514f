import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

export const divider = defineBlock({
  type: 'divider',
  label: { en: 'Divider', zh: '分割线' },
  category: 'layout',
  schema: z.strictObject({
    lineStyle: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
    thickness: z.number().int().min(1).max(8).default(1),
    width: z.enum(['full', 'short']).default('full'),
  }),
  defaults: { lineStyle: 'solid', thickness: 1, width: 'full' },
  View({ props }) {
    return (
      <hr
        className={`sw-block sw-divider sw-divider--${props.lineStyle} sw-divider--${props.width}`}
        style={{ borderTopWidth: props.thickness }}
      />
    );
  },
});
