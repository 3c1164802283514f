import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry.ts';
import { expandRichTextEmbeds, mapLink, parseMapLink } from './rich-text-embeds.tsx';
import { sampleContext } from './samples.ts';
import { sanitizeRichText } from './sanitize-html.ts';
import { urlScheme } from './urls.ts';
import { xssCorpus } from './xss-corpus.ts';

const context = sampleContext();

/** What a visitor gets: the stored text through the sanitiser, then the view's expansion. */
function publish(html: string): string {
  return expandRichTextEmbeds(sanitizeRichText(html), context);
}

const chartTable = (cls: string, cells = ['120', '80']) =>
  `<table class="${cls}"><tbody><tr><th></th><th>Sales</th></tr><tr><th>Q1</th><td>${cells[0]}</td></tr><tr><th>Q2</th><td>${cells[1]}</td></tr></tbody></table>`;

describe('rich-text embeds', () => {
  it('turns a video link into the video block player', () => {
    const html = publish(
      '<p>Intro</p><div class="sw-embed"><a class="sw-embed-video" href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">Our film</a></div>',
    );
    expect(html).toContain('<p>Intro</p>');
    expect(html).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0" title="Our film"',
    );
    expect(html).not.toContain('sw-embed-video');
  });

  it('plays an uploaded video file with controls and no autoplay', () => {
    const html = publish('<p><a class="sw-embed-video" href="/files/ab/clip.mp4">Clip</a></p>');
    expect(html).toContain('<video controls="" preload="metadata"');
    expect(html).toContain('<source src="/files/ab/clip.mp4"/>');
    expect(html).not.toContain('autoplay');
  });

  it('turns a map link into the map block, by coordinates or by address', () => {
    const byPlace = mapLink({ address: 'Trafalgar Square', latitude: 51.508, longitude: -0.128, zoom: 15 });
    const html = publish(
      `<div class="sw-embed"><a class="sw-embed-map" href="${byPlace}">Trafalgar Square</a></div>`,
    );
    expect(html).toContain('src="https://www.openstreetmap.org/export/embed.html?bbox=');
    expect(html).toContain('<address>Trafalgar Square</address>');

    const byAddress = mapLink({ address: '1 Main St, Springfield', zoom: 15 });
    expect(publish(`<a class="sw-embed-map" href="${byAddress}">1 Main St</a>`)).toContain(
      'src="https://maps.google.com/maps?q=1%20Main%20St%2C%20Springfield&amp;z=15&amp;output=embed"',
    );
  });

  it('reads back exactly the map links it writes', () => {
    const place = { address: 'Somewhere', latitude: 10.5, longitude: -20.25, zoom: 12 };
    expect(parseMapLink(mapLink(place), 'Somewhere')).toEqual(place);
    expect(parseMapLink('https://evil.example/?mlat=1&mlon=2')).toBeNull();
    expect(parseMapLink('https://www.openstreetmap.org/?mlat=91&mlon=2')).toBeNull();
  });

  it('draws a chart table as the chart block SVG', () => {
    const html = publish(`<p>Before</p>${chartTable('sw-chart sw-chart-bar')}<p>After</p>`);
    expect(html).toMatch(
      /^<p>Before<\/p><figure class="sw-block sw-chart"><div class="sw-chart__canvas"><svg /,
    );
    expect(html).toContain('<rect');
    expect(html).toContain('<p>After</p>');
    expect(html).not.toContain('<table');
    expect(publish(chartTable('sw-chart sw-chart-pie'))).toContain('<path');
  });

  it('leaves a chart table that cannot be drawn as a table', () => {
    const html = publish(chartTable('sw-chart sw-chart-line', ['lots', '2']));
    expect(html).toContain('<table class="sw-chart sw-chart-line">');
    expect(html).not.toContain('<svg');
  });

  it('keeps hostile or unknown addresses as plain links, never as frames', () => {
    const hostile = [
      'javascript:alert(1)',
      'https://evil.example/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com/watch?v=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      'data:text/html,<script>alert(1)</script>',
      'https://www.openstreetmap.org.evil.example/?mlat=1&mlon=1',
    ];
    for (const href of hostile) {
      for (const cls of ['sw-embed-video', 'sw-embed-map']) {
        const html = publish(`<p><a class="${cls}" href="${href}">x</a></p>`);
        expect(html).not.toMatch(/<iframe|<video|<script|javascript:|data:text/i);
        expect(html).toMatch(/^<p><a class="sw-embed-(video|map)"( href="[^"]*")?>/);
      }
    }
  });

  it('passes text without markers through unchanged and keeps text around markers escaped', () => {
    const plain = '<p>a &amp; b &lt;c&gt;</p>';
    expect(publish(plain)).toBe(plain);
    const html = publish(
      '<div><p>x &lt;script&gt; &amp; y</p><a class="sw-embed-video" href="https://youtu.be/aqz-KE-bpKQ">v</a></div>',
    );
    expect(html).toMatch(/^<div><p>x &lt;script&gt; &amp; y<\/p><figure class="sw-block sw-video">/);
  });

  it('is what the rich-text block shows on the canvas and the published page', () => {
    const richText = blockRegistry.get('rich-text');
    const parsed = richText?.schema.parse({
      html: '<a class="sw-embed-video" href="https://youtu.be/aqz-KE-bpKQ" onclick="x()">v</a>',
    }) as { html: string };
    expect(parsed.html).not.toContain('onclick');
    expect(expandRichTextEmbeds(parsed.html, context)).toContain('<iframe');
  });

  it('adds nothing executable to any payload of the XSS corpora, even dressed as embeds', () => {
    for (const { name, payload } of xssCorpus()) {
      for (const html of [
        payload,
        `<a class="sw-embed-video" href="${payload}">v</a>`,
        `<a class="sw-embed-map" href="${payload}">${payload}</a>`,
        `<table class="sw-chart sw-chart-bar"><tr><th></th><th>${payload}</th></tr><tr><th>${payload}</th><td>1</td></tr></table>`,
      ]) {
        expect(executableParts(publish(html)), name).toEqual([]);
      }
    }
  });
});

const FRAME_SOURCES =
  /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/|player\.bilibili\.com\/player\.html\?|www\.openstreetmap\.org\/export\/embed\.html\?|maps\.google\.com\/maps\?)/;

/** Everything in the markup a browser could run or load as a document: scripts, handlers, script URLs, foreign frames. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  const stack: DefaultTreeAdapterTypes.ChildNode[] = [...parseFragment(html).childNodes];
  while (stack.length > 0) {
    const node = stack.pop() as DefaultTreeAdapterTypes.ChildNode;
    if (!('tagName' in node)) continue;
    if (['script', 'object', 'embed', 'base', 'meta', 'link', 'style'].includes(node.tagName))
      found.push(node.tagName);
    for (const { name, value } of node.attrs) {
      if (name.startsWith('on')) found.push(`${node.tagName}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)) {
        const scheme = urlScheme(value);
        if (scheme !== null && !['http', 'https', 'mailto', 'tel'].includes(scheme))
          found.push(`${name}=${value}`);
      }
    }
    if (
      node.tagName === 'iframe' &&
      !FRAME_SOURCES.test(node.attrs.find((a) => a.name === 'src')?.value ?? '')
    ) {
      found.push('iframe');
    }
    stack.push(...node.childNodes);
  }
  return found;
}
