import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeLink } from '../urls.ts';

export const footer = defineBlock({
  type: 'footer',
  label: { en: 'Footer', zh: '页脚' },
  category: 'navigation',
  schema: z.strictObject({
    /** Shown as is; empty means "© site name". */
    text: PlainText.trim().max(500).default(''),
    links: z
      .array(
        z.strictObject({ label: PlainText.trim().min(1, 'Enter the link text').max(80), href: SafeLink }),
      )
      .max(20, 'At most 20 links')
      .default([]),
    background: z.enum(['surface', 'muted', 'primary', 'dark']).default('dark'),
  }),
  defaults: { text: '', links: [], background: 'dark' },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    return (
      <footer className={`sw-block sw-footer sw-bg-${props.background}`}>
        <div className="sw-container sw-footer__inner">
          {props.links.length > 0 ? (
            <nav aria-label={zh ? '页脚链接' : 'Footer'}>
              <ul className="sw-footer__links">
                {props.links.map((link, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: links may repeat
                  <li key={i}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="sw-footer__text">{props.text || `© ${context.siteName}`}</p>
        </div>
      </footer>
    );
  },
});
