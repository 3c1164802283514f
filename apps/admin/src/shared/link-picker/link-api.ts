import type { BlockNode, CollectionName, ItemList, PageDetail, PageList } from '@sitewright/contract';
import { formAnchor } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../api/http.ts';
import { requestLang } from '../lib/site-languages.ts';

const linkKey = ['link-picker'] as const;

/** The website's pages of one language (its default when `lang` is null). */
export function useLinkPages(websiteId: number, lang: string | null, enabled = true) {
  return useQuery({
    queryKey: [...linkKey, 'pages', websiteId, lang],
    queryFn: ({ signal }): Promise<PageList> =>
      http.call(calls.page.list, {
        query: { website_id: websiteId, ...(lang ? { lang: requestLang(lang) } : {}) },
        signal,
      }),
    enabled: enabled && websiteId > 0,
  });
}

/** Up to 20 items of a collection in one language whose title, slug or summary holds `keyword`. */
export function useLinkItems(
  websiteId: number,
  collection: CollectionName,
  lang: string | null,
  keyword: string,
  enabled = true,
) {
  // Every collection answers its list call in the same shape (see the collections' own calls).
  const list = (calls[collection] as unknown as typeof calls.news).list;
  return useQuery({
    queryKey: [...linkKey, 'items', websiteId, collection, lang, keyword],
    queryFn: ({ signal }): Promise<ItemList> =>
      http.call(list, {
        query: {
          website_id: websiteId,
          ...(lang ? { lang: requestLang(lang) } : {}),
          ...(keyword ? { keyword } : {}),
          page_size: 20,
          sort: 'manual',
        },
        signal,
      }),
    enabled: enabled && websiteId > 0,
    placeholderData: keepPreviousData,
  });
}

/** A page's block document, for the anchors it holds. */
export function useLinkPageDocument(pageId: number | null) {
  return useQuery({
    queryKey: [...linkKey, 'document', pageId],
    queryFn: ({ signal }): Promise<PageDetail> =>
      http.call(calls.page.detail, { query: { id: pageId ?? 0 }, signal }),
    enabled: pageId !== null && pageId > 0,
    staleTime: 0,
  });
}

/**
 * The places a link can jump to inside a page: sections given an anchor name, and forms (the
 * published form carries its own anchor, where a visitor lands after sending it).
 */
export function documentAnchors(blocks: readonly BlockNode[]): string[] {
  const found: string[] = [];
  const visit = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) {
      const { anchor, formId } = node.props as { anchor?: unknown; formId?: unknown };
      if (typeof anchor === 'string' && anchor.trim()) found.push(anchor.trim());
      if (node.type === 'form' && typeof formId === 'number' && formId > 0) found.push(formAnchor(formId));
      for (const slot of Object.values(node.slots ?? {})) visit(slot);
    }
  };
  visit(blocks);
  return [...new Set(found)];
}
