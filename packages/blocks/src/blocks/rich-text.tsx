import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { expandRichTextEmbeds } from '../rich-text-embeds.tsx';
import { RICH_TEXT_MAX_LENGTH, sanitizeRichTextWithinLimits } from '../sanitize-html.ts';

export const richText = defineBlock({
  type: 'rich-text',
  label: { en: 'Rich text', zh: '富文本' },
  category: 'text',
  schema: z.strictObject({
    // Sanitised on every parse, so whatever passes validation is already whitelist-clean.
    html: z
      .string()
      .max(RICH_TEXT_MAX_LENGTH, 'Text is too long')
      .transform((html, ctx) => {
        const clean = sanitizeRichTextWithinLimits(html);
        if (clean !== null) return clean;
        // Refused at save, not stored to fail at publish: escaping and tag soup can outgrow the limit.
        ctx.addIssue({
          code: 'custom',
          message: 'Text is too long or its markup too tangled to store',
          params: { zh: '文本过长或格式过于复杂，无法保存' },
        });
        return z.NEVER;
      }),
  }),
  defaults: { html: '<p>Write something here.</p>' },
  View({ props, context }) {
    // Embedded videos, maps and charts are built from the sanitised markers by trusted code.
    const html = expandRichTextEmbeds(props.html, context);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the html passed the whitelist sanitiser in the schema
    return <div className="sw-block sw-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
  },
});
