import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

export const spacer = defineBlock({
  type: 'spacer',
  label: { en: 'Spacer', zh: '留白' },
  category: 'layout',
  schema: z.strictObject({
    size: z.enum(['xs', 'sm', 'md', 'lg', 'xl']).default('md'),
  }),
  defaults: { size: 'md' },
  View({ props }) {
    return <div className={`sw-block sw-spacer sw-spacer--${props.size}`} aria-hidden="true" />;
  },
});
