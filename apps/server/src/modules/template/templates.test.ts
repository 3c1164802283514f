import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  blockDefinitions,
  DEFAULT_THEME,
  FONT_PAIRS,
  menuItemsFromTree,
  PALETTES,
  ANIMATION_PRESETS,
  renderPageHtml,
  validatePageDocument,
} from '@sitewright/blocks';
import {
  type BlockNode,
  MENU_MAX_DEPTH,
  type MenuNode,
  PathSegment,
  TEMPLATE_ASSETS_PATH,
  TEMPLATE_IDS,
} from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import type { TemplateMenuNode } from './template-kit.ts';
import { templateAssetsDir } from './template-assets.ts';
import { checkedDocuments } from './template.service.ts';
import { TEMPLATES } from './templates/index.ts';

const depthOf = (nodes: readonly TemplateMenuNode[]): number =>
  nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depthOf(n.children ?? [])));
const keysOf = (nodes: readonly TemplateMenuNode[]): string[] =>
  nodes.flatMap((n) => [...(n.page ? [n.page] : []), ...keysOf(n.children ?? [])]);
const typesOf = (blocks: readonly BlockNode[]): string[] =>
  blocks.flatMap((b) => [b.type, ...Object.values(b.slots ?? {}).flatMap(typesOf)]);
const resourcesOf = (value: unknown): string[] => {
  if (typeof value === 'string') return value.startsWith(`${TEMPLATE_ASSETS_PATH}/`) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(resourcesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(resourcesOf);
  return [];
};

/** The menu as the publisher would pass it, with the template's keys as fake page ids. */
function renderMenu(nodes: readonly TemplateMenuNode[], ids: Map<string, number>): MenuNode[] {
  return nodes.map((n, i) => ({
    value: i + 1,
    label: n.label,
    website_page_id: n.page ? (ids.get(n.page) ?? 0) : 0,
    is_draft: false,
    children: renderMenu(n.children ?? [], ids),
  }));
}

describe('site templates', () => {
  it('ships one template per contract id', () => {
    expect(TEMPLATES.map((t) => t.id).sort()).toEqual([...TEMPLATE_IDS].sort());
  });

  describe.each(TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, template) => {
    it('has at least six pages with unique keys and valid, unique addresses, one of them the home page', () => {
      expect(template.pages.length).toBeGreaterThanOrEqual(6);
      expect(new Set(template.pages.map((p) => p.key)).size).toBe(template.pages.length);
      expect(new Set(template.pages.map((p) => p.path)).size).toBe(template.pages.length);
      expect(template.pages.filter((p) => p.path === '')).toHaveLength(1);
      for (const page of template.pages) {
        expect(PathSegment.safeParse(page.path).success, page.path).toBe(true);
        expect(['404', 'search']).not.toContain(page.path);
        expect(page.name.trim()).not.toBe('');
      }
    });

    it('has a menu of two or three levels that attaches each page once, and every page is in it', () => {
      const depth = depthOf(template.menu);
      expect(depth).toBeGreaterThanOrEqual(2);
      expect(depth).toBeLessThanOrEqual(MENU_MAX_DEPTH);
      const keys = keysOf(template.menu);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.sort()).toEqual(template.pages.map((p) => p.key).sort());
    });

    it('has names and descriptions in English and Chinese, a shipped preview and a known theme', () => {
      for (const lang of ['en', 'zh'] as const) {
        expect(template.name[lang].trim()).not.toBe('');
        expect(template.description[lang].trim()).not.toBe('');
      }
      expect(template.name.zh).not.toBe(template.name.en);
      expect(template.previewImage.startsWith(`${TEMPLATE_ASSETS_PATH}/`)).toBe(true);
      expect(PALETTES.map((p) => p.id)).toContain(template.theme.palette);
      expect(FONT_PAIRS.map((f) => f.id)).toContain(template.theme.fontPair);
      expect(ANIMATION_PRESETS.map((a) => a.id)).toContain(template.theme.animation);
    });

    it('uses only demo images that exist in the assets folder', () => {
      const files = new Set([template.previewImage, ...resourcesOf(template.pages)]);
      expect(files.size).toBeGreaterThan(3);
      for (const file of files) {
        expect(existsSync(join(templateAssetsDir(), file.slice(TEMPLATE_ASSETS_PATH.length + 1))), file).toBe(
          true,
        );
      }
    });

    it('passes the page checks unchanged in meaning and renders every page without script', () => {
      const documents = checkedDocuments(template);
      const ids = new Map(template.pages.map((p, i) => [p.key, i + 1]));
      const urls = new Map(template.pages.map((p, i) => [i + 1, `/${p.path}`]));
      const menu = menuItemsFromTree(renderMenu(template.menu, ids), (id) => urls.get(id));
      for (const page of template.pages) {
        const result = validatePageDocument(page.document);
        expect(result.ok, `${page.key}: ${JSON.stringify(result.ok ? [] : result.fields)}`).toBe(true);
        const html = renderPageHtml({
          document: documents.get(page.key) ?? page.document,
          frame: template.frame,
          theme: { ...DEFAULT_THEME, ...template.theme } as typeof DEFAULT_THEME,
          context: { lang: 'en', siteName: template.name.en, title: page.seoTitle, menu },
        });
        expect(html).toMatch(/^<!doctype html>/i);
        expect(html).not.toMatch(/<script/i);
        // Its placeholders are filled where it is rendered: the site's name, no brace left.
        expect(html).toContain(
          `<title>${page.seoTitle.replace(/\{\{(website|company)\.name\}\}/g, template.name.en).replaceAll('&', '&amp;')}</title>`,
        );
        expect(html).not.toContain('{{');
        // The site menu is on every page (the template's shared header), top items included.
        for (const item of template.menu) expect(html).toContain(`>${item.label}</`);
        // It is there once: the pages themselves hold neither the menu nor the footer.
        expect(html.split('class="sw-block sw-nav ').length - 1).toBe(1);
        expect(html.split('class="sw-block sw-footer ').length - 1).toBe(1);
      }
    });

    it('builds pages from many of the block types', () => {
      const used = new Set([
        ...template.pages.flatMap((p) => typesOf(p.document.blocks)),
        ...typesOf(template.frame.header.blocks),
        ...typesOf(template.frame.footer.blocks),
      ]);
      const known = new Set(blockDefinitions.map((d) => d.type));
      for (const type of used) expect(known).toContain(type);
      expect(used.size).toBeGreaterThanOrEqual(14);
    });
  });

  // The item page is built by the publisher (or framed by an article or product detail page); the
  // search results block belongs on the search function page every website starts with; the
  // sponsor wall shows a meeting's sponsors, so it belongs on meeting pages; a form block needs a
  // form the operator builds first (the product pages show the product inquiry form on their own).
  it('together use every block type except video, the collection item, search results, the sponsor wall and the form', () => {
    const used = new Set(
      TEMPLATES.flatMap((t) => [
        ...t.pages.flatMap((p) => typesOf(p.document.blocks)),
        ...typesOf(t.frame.header.blocks),
        ...typesOf(t.frame.footer.blocks),
      ]),
    );
    const missing = blockDefinitions.map((d) => d.type).filter((type) => !used.has(type));
    expect(missing.sort()).toEqual(['form', 'item-detail', 'search-results', 'sponsor-wall', 'video']);
  });
});
