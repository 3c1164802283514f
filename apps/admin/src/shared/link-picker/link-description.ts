import { COLLECTIONS } from '@sitewright/contract';
import { useLanguage, useT } from '../i18n/index.ts';
import { fileName } from './file-names.ts';
import { useLinkItems, useLinkPages } from './link-api.ts';
import { parseLink, samePath } from './link-value.ts';
import { linkablePages } from './site-link-panels.tsx';
import './link-picker-i18n.ts';

/** The part of a long address a field has room for. */
function shorten(text: string, max = 48): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/**
 * A stored link in words, as a field shows it: "Page: About us", "Article: Opening hours",
 * "E-mail: a@b.c". Pages and items are looked up by their address; '' when there is no link.
 */
export function useLinkDescription(websiteId: number, value: string | undefined): string {
  const t = useT();
  const ui = useLanguage();
  const parsed = parseLink(value);
  const pagePath = parsed.kind === 'page' ? parsed.path : parsed.kind === 'anchor' ? parsed.path : '';
  const pageOf = pagePath ? parseLink(pagePath) : null;
  const pageLang = pageOf && pageOf.kind === 'page' ? pageOf.lang : null;
  const pages = useLinkPages(websiteId, pageLang, pageOf?.kind === 'page');
  const item = parsed.kind === 'item' ? parsed : null;
  const items = useLinkItems(
    websiteId,
    item?.collection ?? 'news',
    item?.lang ?? null,
    item?.slug ?? '',
    item !== null,
  );
  const pageName = pagePath
    ? linkablePages(pages.data).find((p) => samePath(p.url, pagePath))?.display_name
    : undefined;

  switch (parsed.kind) {
    case 'none':
      return '';
    case 'email':
      return t('linkPicker.describeEmail', { address: parsed.address });
    case 'phone':
      return t('linkPicker.describePhone', { number: parsed.number });
    case 'web':
      return t('linkPicker.describeWeb', { url: shorten(parsed.url) });
    case 'file':
      return t('linkPicker.describeFile', { name: fileName(parsed.url) ?? shorten(parsed.url, 24) });
    case 'anchor':
      return parsed.path === ''
        ? t('linkPicker.describeAnchor', { anchor: `#${parsed.anchor}` })
        : t('linkPicker.describeAnchorOn', {
            anchor: `#${parsed.anchor}`,
            page: pageName ?? shorten(parsed.path),
          });
    case 'page':
      return pageName
        ? t('linkPicker.describePage', { name: pageName })
        : t('linkPicker.describePath', { path: shorten(parsed.path) });
    case 'item': {
      const found = items.data?.list.find((i) => samePath(i.url, parsed.path));
      return found
        ? t('linkPicker.describeItem', {
            collection: COLLECTIONS[parsed.collection].label.one[ui],
            name: found.title,
          })
        : t('linkPicker.describePath', { path: shorten(parsed.path) });
    }
  }
}
