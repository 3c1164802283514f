import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeLink } from '../urls.ts';

export const button = defineBlock({
  type: 'button',
  label: { en: 'Button', zh: '按钮' },
  category: 'text',
  schema: z.strictObject({
    text: PlainText.trim().min(1, 'Enter the button text').max(80),
    href: SafeLink,
    variant: z.enum(['primary', 'secondary', 'outline']).default('primary'),
    size: z.enum(['small', 'medium', 'large']).default('medium'),
    align: z.enum(['left', 'center', 'right']).default('left'),
    newTab: z.boolean().default(false),
  }),
  defaults: {
    text: 'Learn more',
    href: '/',
    variant: 'primary',
    size: 'medium',
    align: 'left',
    newTab: false,
  },
  View({ props }) {
    return (
      <p className={`sw-block sw-button-row sw-text-${props.align}`}>
        <a
          className={`sw-button sw-button--${props.variant} sw-button--${props.size}`}
          href={props.href}
          target={props.newTab ? '_blank' : undefined}
          rel={props.newTab ? 'noopener noreferrer' : undefined}
        >
          {props.text}
        </a>
      </p>
    );
  },
});
