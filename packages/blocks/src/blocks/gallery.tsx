import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeLink, SafeResource } from '../urls.ts';
import { AltText, PLACEHOLDER_IMAGE, shownImage } from './image.tsx';

export const gallery = defineBlock({
  type: 'gallery',
  label: { en: 'Image gallery', zh: '图集' },
  category: 'media',
  schema: z.strictObject({
    images: z
      .array(
        z.strictObject({
          src: SafeResource,
          alt: AltText,
          caption: PlainText.trim().max(300).optional(),
          link: SafeLink.optional(),
        }),
      )
      .min(1, 'Add at least one image')
      .max(60, 'At most 60 images'),
    // The carousel is a scroll-snapping strip, so it needs no script.
    layout: z.enum(['grid', 'carousel']).default('grid'),
    columns: z.number().int().min(2).max(6).default(3),
  }),
  defaults: {
    images: [1, 2, 3].map((n) => ({ src: PLACEHOLDER_IMAGE, alt: `Placeholder image ${n}` })),
    layout: 'grid',
    columns: 3,
  },
  View({ props }) {
    return (
      <ul
        className={`sw-block sw-gallery sw-gallery--${props.layout} sw-gallery--cols-${props.columns}`}
        aria-roledescription={props.layout === 'carousel' ? 'carousel' : undefined}
      >
        {props.images.map((img, i) => {
          const picture = <img src={shownImage(img.src)} alt={img.alt} loading="lazy" decoding="async" />;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: images may repeat; order is the identity
            <li className="sw-gallery__item" key={i}>
              <figure>
                {img.link ? <a href={img.link}>{picture}</a> : picture}
                {img.caption ? <figcaption>{img.caption}</figcaption> : null}
              </figure>
            </li>
          );
        })}
      </ul>
    );
  },
});
