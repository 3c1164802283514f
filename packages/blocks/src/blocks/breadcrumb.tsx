import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { linkOrHash } from '../urls.ts';

export const breadcrumb = defineBlock({
  type: 'breadcrumb',
  label: { en: 'Breadcrumb', zh: '面包屑' },
  category: 'navigation',
  schema: z.strictObject({
    showHome: z.boolean().default(true),
  }),
  defaults: { showHome: true },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    const trail = [
      ...(props.showHome ? [{ label: zh ? '首页' : 'Home', href: '/' }] : []),
      ...(context.breadcrumb ?? []),
    ];
    return (
      <nav className="sw-block sw-breadcrumb" aria-label={zh ? '面包屑' : 'Breadcrumb'}>
        <ol className="sw-container">
          {trail.map((item, i) => {
            const last = i === trail.length - 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: trail positions are the identity
              <li key={i}>
                {item.href !== undefined && !last ? (
                  <a href={linkOrHash(item.href)}>{item.label}</a>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    );
  },
});
