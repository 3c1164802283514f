import type { ReactNode } from 'react';
import { z } from 'zod';
import { telHref } from '../brand.ts';
import { type BrandContext, uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { SafeLink } from '../urls.ts';

/**
 * The website's business details, for a footer whose text is left empty: address, phone and
 * e-mail on one line, the phone and e-mail as links.
 */
function BrandDetails({ brand }: { brand: BrandContext }) {
  const parts: { key: string; node: ReactNode }[] = [];
  if (brand.address) parts.push({ key: 'address', node: brand.address });
  if (brand.phone) parts.push({ key: 'phone', node: <a href={telHref(brand.phone)}>{brand.phone}</a> });
  // The contract checks the e-mail's form; anything that could leave the attribute is not linked.
  if (brand.email && !/[\s<>"]/.test(brand.email)) {
    parts.push({ key: 'email', node: <a href={`mailto:${brand.email}`}>{brand.email}</a> });
  }
  if (parts.length === 0) return null;
  return (
    <address className="sw-footer__details">
      {parts.map((part, i) => (
        <span key={part.key} className={`sw-footer__${part.key}`}>
          {i > 0 ? ' · ' : null}
          {part.node}
        </span>
      ))}
    </address>
  );
}

export const footer = defineBlock({
  type: 'footer',
  label: { en: 'Footer', zh: '页脚' },
  category: 'navigation',
  schema: z.strictObject({
    /** Shown as is; empty means "© company (or site) name" and the website's business details. */
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
          {props.text ? (
            <p className="sw-footer__text">{props.text}</p>
          ) : (
            <div className="sw-footer__company">
              <p className="sw-footer__text">{`© ${context.brand?.companyName || context.siteName}`}</p>
              {context.brand ? <BrandDetails brand={context.brand} /> : null}
            </div>
          )}
        </div>
      </footer>
    );
  },
});
