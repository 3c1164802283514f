import { brandContext, menuItemsFromTree, renderPageHtml } from '@sitewright/blocks';
import {
  type GlobalSections,
  type Lang,
  type MenuNode,
  PAGE_HTML_DOWNLOAD_PATH,
  PAGE_WORK_ROLES,
  PAGE_PREVIEW_PATH,
  type PageDetail,
  PageIdQuery,
  type PageList,
  publishCalls,
  SITE_LANGUAGES,
  type Website,
  type WebsiteLanguageList,
} from '@sitewright/contract';
import { withWebsiteGrants } from '../../lib/tenancy.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewAccess, previewRefused, sendPreview } from './preview-access.ts';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';

/** What the download and preview need from the pages, menus and websites features; app.ts wires them in. */
export interface PageHtmlSources {
  page(companyId: number, pageId: number, uiLang: Lang): Promise<PageDetail>;
  pages(companyId: number, websiteId: number, lang: string, uiLang: Lang): Promise<PageList>;
  menu(companyId: number, websiteId: number, lang: string): Promise<MenuNode[]>;
  website(companyId: number, websiteId: number): Promise<Website>;
  /** The shared header and footer of a website language, drafts included. */
  sections(companyId: number, websiteId: number, lang: string): Promise<GlobalSections>;
  languages(companyId: number, websiteId: number): Promise<WebsiteLanguageList>;
}

export interface PageHtmlOptions {
  sources: PageHtmlSources;
  /** Signs and checks shared preview links (HMAC under the server's secret). */
  sign(message: string): Promise<string>;
  now?: () => Date;
}

/**
 * A page's current state (draft included) as a standalone document, with the website's theme and
 * the same render function as publishing. `linkOf` decides where menu links lead: the published
 * site for a downloaded file, other drafts for a preview.
 */
async function renderDraft(
  sources: PageHtmlSources,
  companyId: number,
  pageId: number,
  uiLang: Lang,
  linkOf: (target: { id: number; url: string }, origin: string) => string,
): Promise<{ html: string; page: PageDetail }> {
  const page = await sources.page(companyId, pageId, uiLang);
  const [website, list, menu, sections, languages] = await Promise.all([
    sources.website(companyId, page.website_id),
    sources.pages(companyId, page.website_id, page.lang, uiLang),
    sources.menu(companyId, page.website_id, page.lang),
    sources.sections(companyId, page.website_id, page.lang),
    sources.languages(companyId, page.website_id),
  ]);
  const origin = website.curr_preview_link.replace(/\/+$/, '');
  const urls = new Map(
    [...list.menuPageList, ...list.pageList, ...list.functionPageList].map((p) => [p.id, p.url]),
  );
  // The other languages' home pages: a draft's own translations may not be published yet.
  const languageLinks = languages.list.map((l) => ({
    lang: l.lang,
    label: SITE_LANGUAGES.find((s) => s.code === l.lang)?.native ?? l.lang,
    href: `${origin}${l.is_default ? '/' : `/${l.lang}`}`,
    alternate: false,
    current: l.lang === page.lang,
  }));
  const html = renderPageHtml({
    document: page.document,
    theme: website.theme,
    frame: {
      header: page.hide_header ? undefined : sections.header.document,
      footer: page.hide_footer ? undefined : sections.footer.document,
    },
    context: {
      lang: page.lang,
      siteName: website.name,
      brand: brandContext(website.brand, website.theme),
      languages: languageLinks,
      menu: menuItemsFromTree(menu, (id) => {
        const url = urls.get(id);
        return url === undefined ? undefined : linkOf({ id, url }, origin);
      }),
      title: page.seo_title || page.page_name || website.name,
      ...(page.description ? { description: page.description } : {}),
      noindex: page.noindex,
    },
  });
  return { html, page };
}

/**
 * The HTML download of any page, the draft preview for signed-in operators of the page's company,
 * and signed, expiring preview links that work without signing in (shared, or shown as a QR code).
 */
export const pageHtmlRoutes: FastifyPluginAsync<PageHtmlOptions> = async (app, options) => {
  const { sources, sign } = options;
  const now = options.now ?? (() => new Date());

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      PAGE_HTML_DOWNLOAD_PATH,
      { schema: { querystring: PageIdQuery }, config: { roles: PAGE_WORK_ROLES } },
      async (request, reply) => {
        const { companyId } = sessionOf(request);
        // Links point at the site's own address so they work from the downloaded file too.
        const { html, page } = await renderDraft(
          sources,
          companyId,
          request.query.id,
          requestLang(request),
          (target, origin) => `${origin}${target.url}`,
        );
        // Path segments are lowercase letters, digits and hyphens, so the name needs no escaping.
        const fileName = `${page.path_segment || 'index'}.html`;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(html);
      },
    );

  const previews = previewAccess({ sign, now, path: PAGE_PREVIEW_PATH, scope: '' });

  addCall(app, publishCalls.previewLink, async (request) => {
    const { companyId } = sessionOf(request);
    // Only a page the caller may see gets a link (another company's answers 1105).
    const page = await sources.page(companyId, request.body.id, requestLang(request));
    return previews.link(app, request, companyId, page.id);
  });

  app.get(PAGE_PREVIEW_PATH, async (request, reply) => {
    const access = await previews.open(app, request, reply);
    if (!access) return reply;
    const { companyId, grants, signed, id: pageId } = access;
    try {
      const render = () =>
        renderDraft(sources, companyId, pageId, requestLang(request), (target, origin) =>
          // Signed-in operators move between drafts; a shared link only opens its own page.
          signed ? `${origin}${target.url}` : `${PAGE_PREVIEW_PATH}?id=${target.id}`,
        );
      // Outside /api the session hook does not run: a sub-account previews only its websites.
      const { html } = await (grants ? withWebsiteGrants(grants, render) : render());
      return sendPreview(reply, 200, html);
    } catch (error) {
      return previewRefused(reply, error);
    }
  });
};
