import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';

export const heading = defineBlock({
  type: 'heading',
  label: { en: 'Heading', zh: '标题' },
  category: 'text',
  schema: z.strictObject({
    text: PlainText.trim().min(1, 'Enter the heading text').max(300),
    level: z.number().int().min(1).max(6).default(2),
    align: z.enum(['left', 'center', 'right']).default('left'),
  }),
  defaults: { text: 'Heading', level: 2, align: 'left' },
  View({ props }) {
    const Tag = `h${props.level}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
    return <Tag className={`sw-block sw-heading sw-text-${props.align}`}>{props.text}</Tag>;
  },
});
