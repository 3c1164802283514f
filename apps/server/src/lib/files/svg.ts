import { readFile } from 'node:fs/promises';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { refuse } from './file-error.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/**
 * Drawing elements kept. Left out on purpose: script, foreignObject (HTML inside SVG), the
 * animation elements (`<set attributeName="href" to="javascript:…">`), feImage and anything outside
 * the SVG namespace. An element not listed is dropped with everything inside it.
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'switch',
  'a',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'style',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'view',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Geometry, presentation, text and filter attributes kept (event handlers are never among them). */
const ATTRIBUTES = new Set(
  `id class style transform lang tabindex role aria-label aria-hidden aria-labelledby aria-describedby
  width height x y x1 x2 y1 y2 cx cy r rx ry fx fy fr d points pathLength viewBox preserveAspectRatio
  version baseProfile overflow clip clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits
  patternUnits patternContentUnits patternTransform gradientUnits gradientTransform spreadMethod offset
  stop-color stop-opacity color color-interpolation color-interpolation-filters color-rendering fill
  fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset opacity display visibility vector-effect
  shape-rendering image-rendering text-rendering paint-order mix-blend-mode isolation marker-start
  marker-mid marker-end markerWidth markerHeight markerUnits refX refY orient filter filterUnits
  primitiveUnits flood-color flood-opacity lighting-color in in2 result mode type values tableValues
  slope intercept amplitude exponent operator k1 k2 k3 k4 stdDeviation dx dy edgeMode kernelMatrix
  order divisor bias targetX targetY preserveAlpha scale xChannelSelector yChannelSelector radius
  baseFrequency numOctaves seed stitchTiles surfaceScale diffuseConstant specularConstant
  specularExponent kernelUnitLength azimuth elevation z pointsAtX pointsAtY pointsAtZ
  limitingConeAngle font-family font-size font-size-adjust font-stretch font-style font-variant
  font-weight letter-spacing word-spacing text-anchor text-decoration dominant-baseline
  alignment-baseline baseline-shift writing-mode direction unicode-bidi textLength lengthAdjust
  startOffset method spacing side rotate href systemLanguage requiredExtensions media`.split(/\s+/),
);

const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Whether a link may stay: a fragment inside this SVG, or (on an image) an inline raster picture. */
function isSafeHref(value: string, element: string): boolean {
  const trimmed = value.trim();
  if (/^#[\w.:-]*$/.test(trimmed)) return true;
  return element === 'image' && RASTER_DATA_URL.test(trimmed);
}

/**
 * CSS that can reach nothing outside the SVG: references only to fragments (`url(#id)`), no
 * imports, scripts, bindings or escapes (which could spell any of those in disguise).
 */
function isSafeCss(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').toLowerCase();
  if (text.includes('\\') || text.includes('<') || text.includes('@import')) return false;
  if (/expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|image-set\s*\(/.test(text))
    return false;
  return !/url\s*\(\s*['"]?\s*(?!#)/.test(text);
}

/** Any value that would be read as a script URL or an outside reference once control chars go. */
function isSafeValue(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside URLs, so must we
  const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (/(?:javascript|vbscript|data):/.test(squeezed)) return false;
  return !/url\((?!['"]?#)/.test(squeezed);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function keptAttributes(tag: SaxesTagNS, element: string): string {
  let out = '';
  for (const attribute of Object.values(tag.attributes)) {
    const { uri, local, value } = attribute;
    let name: string;
    if (uri === '' && ATTRIBUTES.has(local)) name = local;
    else if (uri === XLINK_NS && local === 'href') name = 'xlink:href';
    else if (uri === XML_NS && (local === 'space' || local === 'lang')) name = `xml:${local}`;
    else continue;
    if (local === 'href') {
      if (!isSafeHref(value, element)) continue;
    } else if (local === 'style') {
      if (!isSafeCss(value)) continue;
    } else if (!isSafeValue(value)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  return out;
}

/**
 * Rewrites an uploaded SVG keeping only listed drawing elements and attributes, so that it can
 * be shown inline safely: no script, foreignObject, event handler, `javascript:` or outside link
 * survives, and comments, processing instructions and unknown namespaces are gone. Any DOCTYPE is
 * refused outright (SVG_UNSAFE): entities are never declared, expanded or fetched. Text that is
 * not well-formed XML with an `<svg>` root is refused (SVG_UNREADABLE).
 */
export function sanitizeSvg(input: string | Uint8Array): string {
  let text: string;
  try {
    text = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch (cause) {
    refuse('SVG_UNREADABLE', {}, cause);
  }

  const parser = new SaxesParser({ xmlns: true });
  let out = '';
  let depth = 0;
  // Depth at which a dropped element started; everything below it is dropped with it.
  let droppedAt = -1;
  let inStyle = false;
  let styleText = '';
  let sawRoot = false;
  let unsafe = false;

  parser.on('doctype', () => {
    unsafe = true;
    throw new Error('DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (droppedAt >= 0) return;
    const element = tag.local;
    if (!sawRoot) {
      sawRoot = true;
      if (tag.uri !== SVG_NS || element !== 'svg') throw new Error('not an SVG root');
      out += `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"${keptAttributes(tag, element)}>`;
      return;
    }
    if (tag.uri !== SVG_NS || !ELEMENTS.has(element)) {
      droppedAt = depth;
      return;
    }
    out += `<${element}${keptAttributes(tag, element)}>`;
    if (element === 'style') {
      inStyle = true;
      styleText = '';
    }
  });
  parser.on('closetag', (tag) => {
    if (droppedAt >= 0) {
      if (depth === droppedAt) droppedAt = -1;
      depth -= 1;
      return;
    }
    depth -= 1;
    if (tag.local === 'style' && inStyle) {
      inStyle = false;
      if (isSafeCss(styleText)) out += escapeText(styleText);
    }
    out += `</${tag.local}>`;
  });
  const onText = (chunk: string) => {
    if (droppedAt >= 0 || depth === 0) return;
    if (inStyle) styleText += chunk;
    else out += escapeText(chunk);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(text).close();
  } catch (cause) {
    if (unsafe) refuse('SVG_UNSAFE', {}, cause);
    refuse('SVG_UNREADABLE', {}, cause);
  }
  if (!sawRoot) refuse('SVG_UNREADABLE');
  return out;
}

/** Reads an uploaded SVG file and answers its sanitised text (see `sanitizeSvg`). */
export async function sanitizeSvgFile(filePath: string): Promise<string> {
  return sanitizeSvg(await readFile(filePath));
}
