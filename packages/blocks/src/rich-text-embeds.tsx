import { type DefaultTreeAdapterTypes, parseFragment, serializeOuter } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chart } from './blocks/chart.tsx';
import { map } from './blocks/map.tsx';
import { video } from './blocks/video.tsx';
import { type ChartKind, chartTableProblems } from './chart.ts';
import type { RenderContext } from './context.ts';
import { TABLE_MAX_COLUMNS, TABLE_MAX_ROWS, type TableData } from './table-data.ts';
import { parseVideoUrl } from './video-url.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * Rich text stores videos, maps and charts in forms the sanitiser keeps: a link with a marker
 * class, or a table with one. The rich-text view expands them after sanitising, building the
 * player, map and chart from the parsed address or cells only, so nothing typed becomes markup.
 */
export const EMBED_VIDEO_CLASS = 'sw-embed-video';
export const EMBED_MAP_CLASS = 'sw-embed-map';
export const CHART_CLASS = 'sw-chart';
const CHART_KINDS: readonly ChartKind[] = ['bar', 'line', 'pie'];

const MAP_DEFAULT_ZOOM = 15;
const MAP_HEIGHT = 360;
const OSM_HOST = 'www.openstreetmap.org';

export interface EmbeddedMap {
  address: string;
  latitude?: number;
  longitude?: number;
  zoom: number;
}

function inRange(n: number, limit: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= limit;
}

/**
 * The address a map link points at: OpenStreetMap's marker link (coordinates) or its search link
 * (an address), as the map block's `mapLinkUrl` writes them; anything else is null.
 */
export function parseMapLink(href: string, label = ''): EmbeddedMap | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== OSM_HOST || url.username || url.password) return null;
  if (url.pathname === '/search') {
    const address = (url.searchParams.get('query') ?? '').trim().slice(0, 300);
    return address ? { address, zoom: MAP_DEFAULT_ZOOM } : null;
  }
  if (url.pathname !== '/') return null;
  const latitude = Number(url.searchParams.get('mlat') ?? Number.NaN);
  const longitude = Number(url.searchParams.get('mlon') ?? Number.NaN);
  if (!inRange(latitude, 90) || !inRange(longitude, 180)) return null;
  const zoom = Number(/^#map=(\d{1,2})\//.exec(url.hash)?.[1] ?? MAP_DEFAULT_ZOOM);
  return {
    address: label.trim().slice(0, 300) || `${latitude}, ${longitude}`,
    latitude,
    longitude,
    zoom: Math.min(19, Math.max(1, zoom)),
  };
}

/** The link the editor stores for a map; `parseMapLink` reads it back. */
export function mapLink(place: EmbeddedMap): string {
  const { latitude: lat, longitude: lon, zoom } = place;
  if (lat !== undefined && lon !== undefined) {
    return `https://${OSM_HOST}/?mlat=${lat.toFixed(6)}&mlon=${lon.toFixed(6)}#map=${zoom}/${lat.toFixed(6)}/${lon.toFixed(6)}`;
  }
  return `https://${OSM_HOST}/search?query=${encodeURIComponent(place.address)}`;
}

/** The props the map block gets for an embedded map: coordinates on OpenStreetMap, an address on Google's keyless embed. */
export function embeddedMapProps(place: EmbeddedMap) {
  const coordinates = place.latitude !== undefined && place.longitude !== undefined;
  return {
    address: place.address,
    latitude: place.latitude,
    longitude: place.longitude,
    zoom: place.zoom,
    provider: coordinates ? ('openstreetmap' as const) : ('google' as const),
    height: MAP_HEIGHT,
  };
}

export function chartKindOfClass(className: string): ChartKind | null {
  const classes = className.split(/\s+/);
  if (!classes.includes(CHART_CLASS)) return null;
  return CHART_KINDS.find((k) => classes.includes(`${CHART_CLASS}-${k}`)) ?? null;
}

function attr(el: Element, name: string): string {
  return el.attrs.find((a) => a.name === name)?.value ?? '';
}

function hasClass(el: Element, name: string): boolean {
  return attr(el, 'class').split(/\s+/).includes(name);
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textOf).join('');
}

function elementChildren(node: Element): Element[] {
  return node.childNodes.filter((c): c is Element => 'tagName' in c);
}

/** A table's cells as chart data; null when it is too large or has merged cells. */
export function tableDataOf(table: Element): TableData | null {
  const rows: Element[] = [];
  for (const part of elementChildren(table)) {
    if (part.tagName === 'tr') rows.push(part);
    else if (['thead', 'tbody', 'tfoot'].includes(part.tagName)) {
      rows.push(...elementChildren(part).filter((r) => r.tagName === 'tr'));
    }
  }
  if (rows.length === 0 || rows.length > TABLE_MAX_ROWS) return null;
  const cells = rows.map((r) => elementChildren(r).filter((c) => c.tagName === 'td' || c.tagName === 'th'));
  const width = cells[0]?.length ?? 0;
  if (width === 0 || width > TABLE_MAX_COLUMNS || cells.some((r) => r.length !== width)) return null;
  if (cells.flat().some((c) => Number(attr(c, 'colspan') || 1) > 1 || Number(attr(c, 'rowspan') || 1) > 1)) {
    return null;
  }
  return {
    rows: cells.map((r) => r.map((c) => textOf(c).trim())),
    headerRow: (cells[0] ?? []).every((c) => c.tagName === 'th'),
    headerColumn: cells.every((r) => r[0]?.tagName === 'th'),
  };
}

function expandElement(el: Element, context: RenderContext): string | null {
  if (el.tagName === 'a' && hasClass(el, EMBED_VIDEO_CLASS)) {
    const url = attr(el, 'href');
    if (!parseVideoUrl(url)) return null;
    const title = textOf(el).trim().slice(0, 200) || attr(el, 'title').slice(0, 200) || 'Video';
    return renderToStaticMarkup(
      createElement(video.View, { id: '', slots: {}, context, props: { url, title } }),
    );
  }
  if (el.tagName === 'a' && hasClass(el, EMBED_MAP_CLASS)) {
    const place = parseMapLink(attr(el, 'href'), textOf(el));
    if (!place) return null;
    return renderToStaticMarkup(
      createElement(map.View, { id: '', slots: {}, context, props: embeddedMapProps(place) }),
    );
  }
  if (el.tagName === 'table') {
    const kind = chartKindOfClass(attr(el, 'class'));
    if (!kind) return null;
    const table = tableDataOf(el);
    if (!table || chartTableProblems(table).length > 0) return null;
    return renderToStaticMarkup(
      createElement(chart.View, { id: '', slots: {}, context, props: { kind, ...table } }),
    );
  }
  return null;
}

function escapeAttr(v: string): string {
  return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(v: string): string {
  return v
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function isMarker(el: Element): boolean {
  return (
    (el.tagName === 'a' && (hasClass(el, EMBED_VIDEO_CLASS) || hasClass(el, EMBED_MAP_CLASS))) ||
    (el.tagName === 'table' && hasClass(el, CHART_CLASS))
  );
}

/** Elements that hold a marker somewhere inside; everything else is copied through in one piece. */
function markerAncestors(root: DefaultTreeAdapterTypes.DocumentFragment): Set<unknown> {
  const ancestors = new Set<unknown>();
  const stack: Node[] = [...root.childNodes];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (!('tagName' in node)) continue;
    if (isMarker(node)) {
      let parent: unknown = node.parentNode;
      while (parent && !ancestors.has(parent) && parent !== root) {
        ancestors.add(parent);
        parent = (parent as Element).parentNode;
      }
    }
    stack.push(...node.childNodes);
  }
  return ancestors;
}

/**
 * Expands the embed markers of sanitised rich text into the video, map and chart blocks' markup.
 * Only run on sanitiser output: other markup is passed through as parsed. A marker whose address
 * or table does not qualify stays as it is (a plain link or table).
 */
export function expandRichTextEmbeds(html: string, context: RenderContext): string {
  if (!html.includes(EMBED_VIDEO_CLASS) && !html.includes(EMBED_MAP_CLASS) && !html.includes(CHART_CLASS)) {
    return html;
  }
  const fragment = parseFragment(html);
  const ancestors = markerAncestors(fragment);
  let out = '';
  // An explicit stack, as in the sanitiser, so deep nesting cannot exhaust the call stack.
  const stack: (Node | string)[] = [...fragment.childNodes].reverse();
  while (stack.length > 0) {
    const item = stack.pop() as Node | string;
    if (typeof item === 'string') {
      out += item;
      continue;
    }
    if (item.nodeName === '#text') {
      out += escapeText((item as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (!('tagName' in item)) continue;
    const expanded = isMarker(item) ? expandElement(item, context) : null;
    if (expanded !== null) {
      out += expanded;
      continue;
    }
    if (!ancestors.has(item)) {
      out += serializeOuter(item);
      continue;
    }
    out += `<${item.tagName}${item.attrs.map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('')}>`;
    stack.push(`</${item.tagName}>`, ...[...item.childNodes].reverse());
  }
  return out;
}
