import { MENU_MAX_DEPTH, type MenuNode } from '@sitewright/contract';
import { z } from 'zod';
import type { MenuItem } from '../context.ts';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { isSafeResource, linkOrHash, SafeResource } from '../urls.ts';

/** Spec §9: menu trees are at most three levels deep; deeper items are not shown. */
export const MENU_MAX_LEVELS = MENU_MAX_DEPTH;

/**
 * Turns the site's stored menu tree into render items. `pageHref` gives the public address of a
 * page, or undefined when it has none yet (unpublished); such items show as plain labels.
 */
export function menuItemsFromTree(
  tree: readonly MenuNode[],
  pageHref: (websitePageId: number) => string | undefined,
  level = 1,
): MenuItem[] {
  return tree.map((node) => {
    // An item without a page may lead elsewhere by its own link (an article, a file, an e-mail).
    const href = node.website_page_id > 0 ? pageHref(node.website_page_id) : node.link || undefined;
    const children =
      level < MENU_MAX_LEVELS && node.children.length > 0
        ? menuItemsFromTree(node.children, pageHref, level + 1)
        : undefined;
    return { label: node.label, ...(href ? { href } : {}), ...(children ? { children } : {}) };
  });
}

function MenuList({ items, level }: { items: MenuItem[]; level: number }) {
  return (
    <ul className={`sw-nav__list sw-nav__list--l${level}`}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: menu items may share labels and links
        <li className="sw-nav__item" key={i}>
          {item.href ? (
            <a className="sw-nav__link" href={linkOrHash(item.href)}>
              {item.label}
            </a>
          ) : (
            <span className="sw-nav__link sw-nav__link--label">{item.label}</span>
          )}
          {item.children && item.children.length > 0 && level < MENU_MAX_LEVELS ? (
            <MenuList items={item.children} level={level + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const navMenu = defineBlock({
  type: 'nav-menu',
  label: { en: 'Navigation menu', zh: '导航菜单' },
  category: 'navigation',
  schema: z.strictObject({
    showSiteName: z.boolean().default(true),
    logo: SafeResource.optional(),
    sticky: z.boolean().default(false),
    align: z.enum(['left', 'center', 'right']).default('right'),
  }),
  defaults: { showSiteName: true, sticky: false, align: 'right' },
  View({ id, props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    // Block ids are free text; an element id must not contain spaces.
    const toggleId = `sw-nav-toggle-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
    // The block's own logo wins; left empty, the website's brand logo stands in.
    const logo =
      props.logo || (context.brand?.logo && isSafeResource(context.brand.logo) ? context.brand.logo : '');
    return (
      <header className={`sw-block sw-nav sw-nav--${props.align}${props.sticky ? ' sw-nav--sticky' : ''}`}>
        <div className="sw-container sw-nav__bar">
          <a className="sw-nav__brand" href="/">
            {logo ? <img className="sw-nav__logo" src={logo} alt={context.siteName} /> : null}
            {props.showSiteName || !logo ? <span>{context.siteName}</span> : null}
          </a>
          {/* A checkbox and its label open the menu on small screens without any script. */}
          <input className="sw-nav__toggle" type="checkbox" id={toggleId} />
          <label className="sw-nav__burger" htmlFor={toggleId}>
            <span className="sw-nav__burger-icon" aria-hidden="true" />
            <span className="sw-visually-hidden">{zh ? '菜单' : 'Menu'}</span>
          </label>
          <nav className="sw-nav__menu" aria-label={zh ? '主导航' : 'Main'}>
            <MenuList items={context.menu ?? []} level={1} />
          </nav>
        </div>
      </header>
    );
  },
});
