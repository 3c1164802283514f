import { menuItemsFromTree, renderPageHtml } from '@sitewright/blocks';
import {
  type Lang,
  type MenuNode,
  PAGE_HTML_DOWNLOAD_PATH,
  type PageDetail,
  PageIdQuery,
  type PageList,
  type Website,
} from '@sitewright/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';

/** What the download needs from the pages, menus and websites features; app.ts wires them in. */
export interface PageHtmlSources {
  page(companyId: number, pageId: number, uiLang: Lang): Promise<PageDetail>;
  pages(companyId: number, websiteId: number, lang: string, uiLang: Lang): Promise<PageList>;
  menu(companyId: number, websiteId: number, lang: string): Promise<MenuNode[]>;
  website(companyId: number, websiteId: number): Promise<Website>;
}

/**
 * Any page as a standalone HTML file that looks like the page: the same render function as
 * preview and publishing, the theme's stylesheet inline, and menu links pointing at the site's
 * own address so they work from the downloaded file too.
 */
export const pageHtmlRoutes: FastifyPluginAsync<{ sources: PageHtmlSources }> = async (app, { sources }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(PAGE_HTML_DOWNLOAD_PATH, { schema: { querystring: PageIdQuery } }, async (request, reply) => {
      const { companyId } = sessionOf(request);
      const uiLang = requestLang(request);
      const page = await sources.page(companyId, request.query.id, uiLang);
      const [website, list, menu] = await Promise.all([
        sources.website(companyId, page.website_id),
        sources.pages(companyId, page.website_id, page.lang, uiLang),
        sources.menu(companyId, page.website_id, page.lang),
      ]);
      const origin = website.curr_preview_link.replace(/\/+$/, '');
      const urls = new Map(
        [...list.menuPageList, ...list.pageList, ...list.functionPageList].map((p) => [p.id, p.url]),
      );
      const html = renderPageHtml({
        document: page.document,
        theme: website.theme,
        context: {
          lang: page.lang,
          siteName: website.name,
          menu: menuItemsFromTree(menu, (id) => {
            const url = urls.get(id);
            return url === undefined ? undefined : `${origin}${url}`;
          }),
          title: page.seo_title || page.page_name || website.name,
          ...(page.description ? { description: page.description } : {}),
          noindex: page.noindex,
        },
      });
      // Path segments are lowercase letters, digits and hyphens, so the name needs no escaping.
      const fileName = `${page.path_segment || 'index'}.html`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(html);
    });
};
