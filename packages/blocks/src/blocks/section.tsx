import type { CSSProperties } from 'react';
import { z } from 'zod';
import { cx, defineBlock } from '../define-block.ts';
import { HexColor, SafeResource } from '../urls.ts';

const THEME_BACKGROUNDS = ['none', 'surface', 'muted', 'primary', 'accent'] as const;

/** Picks dark or light text for a custom background so copy stays readable. */
function prefersLightText(hex: string): boolean {
  const full = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4;
}

export const section = defineBlock({
  type: 'section',
  label: { en: 'Section', zh: '区块' },
  category: 'layout',
  schema: z.strictObject({
    background: z.union([z.enum(THEME_BACKGROUNDS), HexColor]).default('none'),
    backgroundImage: SafeResource.optional(),
    padding: z.enum(['none', 'small', 'medium', 'large']).default('medium'),
    width: z.enum(['full', 'boxed']).default('boxed'),
    /** A name links can jump to (`#opening-hours`); it becomes the section's id. */
    anchor: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z][\w-]*$/, 'Start with a letter; use letters, digits, - and _')
      .optional(),
  }),
  defaults: { background: 'none', padding: 'medium', width: 'boxed' },
  slots: ['content'],
  View({ props, slots }) {
    const custom = props.background.startsWith('#');
    const style: CSSProperties = {};
    if (custom) style.backgroundColor = props.background;
    if (props.backgroundImage) style.backgroundImage = `url("${props.backgroundImage}")`;
    return (
      <section
        id={props.anchor}
        className={cx(
          'sw-block sw-section',
          `sw-section--pad-${props.padding}`,
          !custom && props.background !== 'none' && `sw-bg-${props.background}`,
          props.backgroundImage
            ? 'sw-section--image sw-on-dark'
            : custom && (prefersLightText(props.background) ? 'sw-on-dark' : 'sw-on-light'),
        )}
        style={custom || props.backgroundImage ? style : undefined}
      >
        <div className={props.width === 'boxed' ? 'sw-container' : 'sw-container sw-container--full'}>
          {slots.content}
        </div>
      </section>
    );
  },
});
