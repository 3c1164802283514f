import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { checkHtml, elementsOf } from './html-check.ts';
import { RICH_TEXT_TAGS, sanitizeRichText } from './sanitize-html.ts';
import { urlScheme } from './urls.ts';
import { xssCorpus } from './xss-corpus.ts';

// biome-ignore format: a plain list
const FORBIDDEN_ATTRS = new Set([
  'srcdoc', 'formaction', 'action', 'xlink:href', 'background', 'dynsrc', 'lowsrc', 'srcset', 'data',
  'codebase', 'poster', 'ping', 'is', 'form', 'autofocus', 'contenteditable', 'id', 'name',
]);

/** Everything wrong with sanitised output, judged on the tree a browser would build from it. */
function problems(html: string): string[] {
  const found: string[] = [];
  const lower = html.toLowerCase();
  for (const needle of [
    '<script',
    '<iframe',
    '<object',
    '<embed',
    '<svg',
    '<math',
    '<style',
    '<form',
    '<base',
    '<meta',
    '<link',
    '<!--',
  ]) {
    if (lower.includes(needle)) found.push(`contains ${needle}`);
  }
  for (const el of elementsOf(parseFragment(html))) {
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`foreign element ${el.tagName}`);
    if (!RICH_TEXT_TAGS.has(el.tagName)) found.push(`element ${el.tagName}`);
    for (const { name, value } of el.attrs) {
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (FORBIDDEN_ATTRS.has(name)) found.push(`attribute ${name}`);
      if (name === 'href' || name === 'src' || name === 'cite') {
        const scheme = urlScheme(value);
        const ok =
          scheme === null ||
          ['http', 'https', 'mailto', 'tel'].includes(scheme) ||
          (el.tagName === 'img' &&
            name === 'src' &&
            /^data:image\/(png|gif|jpe?g|webp);base64,/i.test(value));
        if (!ok) found.push(`${name} scheme ${scheme}`);
      }
      if (name === 'style' && /url|expression|javascript|behavior|binding|\\|@import|\/\*/i.test(value)) {
        found.push(`style ${value}`);
      }
      // title and alt are plain text to the browser; anywhere else a script URL is a finding.
      const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
      if (name !== 'title' && name !== 'alt' && /javascript:|vbscript:|data:text\/html/i.test(squeezed)) {
        found.push(`${name} ${value}`);
      }
    }
  }
  return found;
}

describe('sanitiser against the hostile corpora in testdata/xss', () => {
  const cases = xssCorpus();

  it('loads the DOMPurify and OWASP corpora', () => {
    expect(cases.length).toBeGreaterThan(400);
  });

  it.each(cases.map((c) => [c.name, c.payload] as const))('%s', (_, payload) => {
    const clean = sanitizeRichText(payload);
    expect(problems(clean)).toEqual([]);
    expect(checkHtml(`<div>${clean}</div>`, 'fragment').errors).toEqual([]);
    // Stable on a second pass: what is stored re-parses into the same markup (no mutation XSS).
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('stays clean and stable when payloads are glued together, one half closing what the other opens', () => {
    const unstable: string[] = [];
    for (const [i, c] of cases.entries()) {
      const next = cases[(i + 1) % cases.length] as (typeof cases)[number];
      for (const glued of [c.payload + next.payload, `<p>${c.payload}`, `<table><tr><td>${c.payload}`]) {
        const clean = sanitizeRichText(glued);
        if (problems(clean).length > 0 || sanitizeRichText(clean) !== clean) unstable.push(glued);
      }
    }
    expect(unstable).toEqual([]);
  });
});

describe('sanitizeRichText', () => {
  it('keeps the spec §5 whitelist examples', () => {
    const html =
      '<p><a href="https://example.com/" target="_blank" title="T" class="c" style="color: red">x</a>' +
      '<img src="/a.png" alt="A" title="T" width="10" height="20" class="c"></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p><a href="https://example.com/" target="_blank" title="T" class="c" style="color: red" rel="noopener noreferrer">x</a>' +
        '<img src="/a.png" alt="A" title="T" width="10" height="20" class="c"></p>',
    );
  });

  it('keeps ordinary formatting, lists, headings, quotes and tables', () => {
    const html =
      '<h2>T</h2><p><strong>b</strong><em>i</em><u>u</u><s>s</s><br></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<blockquote>q</blockquote><table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('drops the link %j', (href) => {
    const clean = sanitizeRichText(`<a href="${href}">x</a>`);
    expect(clean).toBe('<a>x</a>');
  });

  it('allows base64 data images in img but not elsewhere', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeRichText(`<img src="${png}" alt="p">`)).toBe(`<img src="${png}" alt="p">`);
    expect(sanitizeRichText(`<a href="${png}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="s">')).toBe('<img alt="s">');
  });

  it('drops event handlers, style expressions and url() while keeping plain style', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" onmouseover=y style="color:red;background:url(javascript:x);width:expression(alert(1));font-size:14px">t</p>',
      ),
    ).toBe('<p style="color: red; font-size: 14px">t</p>');
  });

  it.each([
    ['an escape', 'color: r\\65 d'],
    ['an escaped url()', 'background-color: u\\72l(x)'],
    ['an entity-encoded url()', 'color: &#x75;rl(x)'],
    ['a comment splitting expression()', 'width: expr/**/ession(alert(1))'],
    ['a binding', '-moz-binding: url(x.xml#x)'],
    ['a behavior', 'behavior: url(x.htc)'],
    ['an unknown function', 'width: calc(100% + 1px)'],
    ['a negative margin that pulls text over the page', 'margin-top: -9999px'],
    ['a property outside the list', 'position: fixed'],
  ])('drops a style declaration hiding %s', (_, style) => {
    expect(sanitizeRichText(`<p style="${style}; color: red">t</p>`)).toBe('<p style="color: red">t</p>');
  });

  it.each([
    '&#x6A;avascript&#x3A;alert(1)',
    'jav&NewLine;ascript:alert(1)',
    '&#0;javascript:alert(1)',
    ' &#x20;&#x1f;javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@example.com',
  ])('keeps only http(s) and relative addresses in img src and cite, here %j', (url) => {
    expect(sanitizeRichText(`<img src="${url}" alt="a"><q cite="${url}">q</q>`)).toBe(
      '<img alt="a"><q>q</q>',
    );
  });

  it('adds rel to every target=_blank link and refuses other targets', () => {
    expect(sanitizeRichText('<a href="/x" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/x" target="evil">x</a>')).toBe('<a href="/x">x</a>');
    // A padded name is a named window to the browser, and a named window keeps its opener.
    expect(sanitizeRichText('<a href="/x" target=" _blank ">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('removes dangerous elements with their content and unwraps unknown ones', () => {
    expect(
      sanitizeRichText('<script>alert(1)</script><style>p{}</style><iframe srcdoc="x"></iframe><b>ok</b>'),
    ).toBe('<b>ok</b>');
    expect(sanitizeRichText('<font color="red">red</font><center>c</center>')).toBe('redc');
    expect(
      sanitizeRichText('<svg><g onload="alert(1)"><text>t</text></g></svg><math><mi>x</mi></math>'),
    ).toBe('');
    expect(sanitizeRichText('<!-- comment --><p>a</p>')).toBe('<p>a</p>');
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(sanitizeRichText('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toContain(
      'onerror',
    );
  });

  it('drops what a browser would drop inside the rich-text container', () => {
    expect(sanitizeRichText('<td>x</td><tr><td>y</td></tr>')).toBe('xy');
  });

  it('keeps the leading blank line of preformatted text across saves', () => {
    const once = sanitizeRichText('<pre>\n\ncode</pre>');
    expect(once).toBe('<pre>\n\ncode</pre>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('removes characters that are not allowed in HTML', () => {
    expect(sanitizeRichText('<p title="a\u0001b">x\u0000y\u007fz\ud800</p>')).toBe('<p title="ab">xyz</p>');
    expect(sanitizeRichText('<p>中文 😀</p>')).toBe('<p>中文 😀</p>');
  });

  it('survives nesting far deeper than any editor produces', () => {
    const deep = `${'<div>'.repeat(20_000)}x${'</div>'.repeat(20_000)}`;
    expect(sanitizeRichText(deep)).toContain('x');
  });
});
