import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeLink, SafeResource } from '../urls.ts';

/** Text a screen reader reads instead of the image; decorative images are not offered. */
export const AltText = PlainText.trim().min(1, 'Alt text is required').max(300, 'Alt text is too long');

/**
 * A new image's picture until the operator chooses one: a template asset, which the back office
 * serves and publishing copies into the sites that show it (`/template-assets/<file>`).
 */
export const PLACEHOLDER_IMAGE = '/template-assets/placeholder.svg';
/** Where earlier defaults pointed (nothing is served there); shown as the placeholder. */
const OLD_PLACEHOLDER_IMAGE = '/assets/placeholder.svg';

/** An image address as views show it: the old default address becomes the placeholder. */
export function shownImage(src: string): string {
  return src === OLD_PLACEHOLDER_IMAGE ? PLACEHOLDER_IMAGE : src;
}

export const image = defineBlock({
  type: 'image',
  label: { en: 'Image', zh: '图片' },
  category: 'media',
  schema: z.strictObject({
    src: SafeResource,
    alt: AltText,
    link: SafeLink.optional(),
    newTab: z.boolean().default(false),
    caption: PlainText.trim().max(300).optional(),
    width: z.number().int().min(1).max(10_000).optional(),
    height: z.number().int().min(1).max(10_000).optional(),
    align: z.enum(['left', 'center', 'right']).default('center'),
  }),
  defaults: { src: PLACEHOLDER_IMAGE, alt: 'Placeholder image', newTab: false, align: 'center' },
  View({ props }) {
    const img = (
      <img
        className="sw-image__img"
        src={shownImage(props.src)}
        alt={props.alt}
        width={props.width}
        height={props.height}
        loading="lazy"
        decoding="async"
      />
    );
    return (
      <figure className={`sw-block sw-image sw-text-${props.align}`}>
        {props.link ? (
          <a
            href={props.link}
            target={props.newTab ? '_blank' : undefined}
            rel={props.newTab ? 'noopener noreferrer' : undefined}
          >
            {img}
          </a>
        ) : (
          img
        )}
        {props.caption ? <figcaption>{props.caption}</figcaption> : null}
      </figure>
    );
  },
});
