import {
  type BlockNode,
  type PageDocument,
  SITE_LANGUAGES,
  type UnpublishedLink,
} from '@sitewright/contract';
import type { PageRow } from '../page/index.ts';
import type { GlobalSectionRow } from '../global-section/index.ts';
import { pagesAfter, publicPath, sectionAfter } from './site-build.ts';

/** What the check reads of a website, as a publish loads it. */
export interface LinkCheckInput {
  languages: readonly { lang: string; isDefault: boolean }[];
  pages: readonly PageRow[];
  sections: readonly GlobalSectionRow[];
  /** The website's own host names: an absolute link to one of them is an internal link. */
  hosts: readonly string[];
  selected: ReadonlySet<number> | 'all';
}

/** Prop names whose text value is a link: buttons and footer links (`href`), images and gallery items (`link`). */
const LINK_PROPS = new Set(['href', 'link']);
/** Anchors in rich text: the `href` attribute, quoted either way. */
const ANCHOR_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** Every link a block tree writes: link props at any depth (lists of footer links, gallery items) and rich-text anchors. */
export function linksOf(blocks: readonly BlockNode[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (LINK_PROPS.has(key)) found.push(value);
      else if (value.includes('<a')) {
        for (const match of value.matchAll(ANCHOR_HREF)) found.push(match[1] ?? match[2] ?? '');
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  for (const block of blocks) {
    visit(block.props, '');
    for (const slot of Object.values(block.slots ?? {})) found.push(...linksOf(slot));
  }
  return found;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * The site path a link leads to, or null for a link elsewhere (another site, mail, phone, a
 * fragment). Query and fragment are dropped, a trailing slash ignored, escapes decoded.
 */
export function sitePathOf(href: string, hosts: readonly string[]): string | null {
  const value = decodeEntities(href.trim());
  let path: string;
  if (value.startsWith('/') && !value.startsWith('//')) {
    path = value;
  } else if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (!hosts.includes(url.hostname.toLowerCase())) return null;
    path = url.pathname;
  } else {
    return null;
  }
  path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape: compared as written.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const languageName = (lang: string) => SITE_LANGUAGES.find((l) => l.code === lang)?.name ?? lang;

/**
 * The links visitors would follow to a 404 after publishing `selected`: from the content of every
 * page that will be live and from the headers and footers those pages show, to pages of the
 * website that neither are live nor are in this publish. Links to addresses that are no page of
 * the website at all are not this check's business (they may be redirects or files).
 */
export function findUnpublishedLinks(input: LinkCheckInput): UnpublishedLink[] {
  const defaultLang = input.languages.find((l) => l.isDefault)?.lang ?? input.languages[0]?.lang ?? 'en';
  const { snapshots, pathOf } = pagesAfter({ ...input, publishedAt: new Date() }, defaultLang);
  const live = new Set(pathOf.values());
  // The pages that stay off the site, by the address a link to them writes.
  const pageAt = new Map<string, PageRow>();
  for (const page of input.pages) {
    if (!pathOf.has(page.id)) pageAt.set(publicPath(page.lang, defaultLang, page.pathSegment), page);
  }
  const hosts = input.hosts.map((h) => h.toLowerCase());

  const out: UnpublishedLink[] = [];
  const seen = new Set<string>();
  const check = (
    source: Pick<UnpublishedLink, 'place' | 'page_id' | 'page_name' | 'lang'>,
    document: PageDocument,
  ) => {
    for (const href of linksOf(document.blocks)) {
      const path = sitePathOf(href, hosts);
      if (path === null || live.has(path)) continue;
      const target = pageAt.get(path);
      if (!target) continue;
      const key = `${source.place}|${source.page_id}|${source.lang}|${target.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        ...source,
        lang_name: languageName(source.lang),
        target_page_id: target.id,
        target_page_name: target.pageName,
        href,
      });
    }
  };

  const framed = { header: new Set<string>(), footer: new Set<string>() };
  for (const page of input.pages) {
    const snapshot = snapshots.get(page.id);
    if (!snapshot) continue;
    if (!snapshot.hideHeader) framed.header.add(page.lang);
    if (!snapshot.hideFooter) framed.footer.add(page.lang);
    check(
      { place: 'page', page_id: page.id, page_name: snapshot.pageName, lang: page.lang },
      snapshot.document as PageDocument,
    );
  }
  for (const row of input.sections) {
    // A header or footer no live page shows leads nowhere.
    if (!framed[row.kind].has(row.lang)) continue;
    const after = sectionAfter(row, input.selected);
    if (after) check({ place: row.kind, page_id: null, page_name: '', lang: row.lang }, after.document);
  }
  return out;
}
