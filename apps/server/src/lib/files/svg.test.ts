import path from 'node:path';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg, sanitizeSvgFile } from './svg.ts';
import { UPLOADS_DIR } from './test-fixtures.ts';

const sample = (name: string) => sanitizeSvgFile(path.join(UPLOADS_DIR, name));

/** What a browser could run: script elements, event handlers, script URLs, foreign HTML. */
function expectInert(svg: string) {
  expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|javascript:/i);
  // Still well-formed XML, so it can be served and embedded as an image.
  expect(() => new SaxesParser({ xmlns: true }).write(svg).close()).not.toThrow();
}

describe('SVG sanitiser over the hostile uploads', () => {
  it('removes the script element and keeps the drawing', async () => {
    const svg = await sample('svg-script.svg');
    expectInert(svg);
    expect(svg).not.toContain('alert');
    expect(svg).toContain('<rect width="10" height="10">');
  });

  it('removes the onload handler', async () => {
    const svg = await sample('svg-onload.svg');
    expectInert(svg);
    expect(svg).toMatch(/^<svg [^>]*width="10" height="10">/);
  });

  it('removes the javascript: link and keeps its text', async () => {
    const svg = await sample('svg-xlink-js.svg');
    expectInert(svg);
    expect(svg).toContain('<text x="0" y="15">click</text>');
  });

  it('refuses the external entity without resolving it', async () => {
    await expect(sample('svg-xxe.svg')).rejects.toMatchObject({ key: 'SVG_UNSAFE' });
  });
});

describe('sanitizeSvg', () => {
  it('drops foreign content, animation, outside links and unsafe CSS', () => {
    const svg = sanitizeSvg(`<?xml version="1.0"?>
<!-- made by hand -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
  <style>.a{fill:url(#g)} .b{background:url(https://evil.example/x.png)}</style>
  <style>.c > .d { fill: red }</style>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></body></foreignObject>
  <a href="https://evil.example"><set attributeName="href" to="javascript:alert(1)"/><circle r="2"/></a>
  <use xlink:href="#dot" fill="url(https://evil.example/#f)" style="fill: red"/>
  <use href="https://evil.example/sprite.svg#x"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>
  <rect style="fill: url('javascript:alert(1)')" onclick="alert(1)" stroke="&#106;avascript:x" width="1"/>
  <x:evil xmlns:x="urn:x"><circle r="9"/></x:evil>
  <text>a &lt; b &amp; c</text>
</svg>`);
    expectInert(svg);
    expect(svg).not.toContain('evil.example');
    expect(svg).not.toContain('<set');
    expect(svg).not.toContain('r="9"');
    expect(svg).not.toContain('svg+xml');
    expect(svg).not.toContain('made by hand');
    expect(svg).toContain('<use xlink:href="#dot" style="fill: red"></use>');
    expect(svg).toContain('<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1">');
    expect(svg).toContain('<style>.c &gt; .d { fill: red }</style>');
    expect(svg).toContain('<a><circle r="2"></circle></a>');
    expect(svg).toContain('<rect width="1"></rect>');
    expect(svg).toContain('<text>a &lt; b &amp; c</text>');
  });

  it('refuses what is not a well-formed SVG document', () => {
    expect(() => sanitizeSvg('<html><body>hi</body></html>')).toThrow(
      expect.objectContaining({ key: 'SVG_UNREADABLE' }),
    );
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(
      expect.objectContaining({ key: 'SVG_UNREADABLE' }),
    );
    expect(() => sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg">&xxe;</svg>')).toThrow(
      expect.objectContaining({ key: 'SVG_UNREADABLE' }),
    );
    expect(() => sanitizeSvg(Buffer.from([0x3c, 0xff, 0xfe]))).toThrow(
      expect.objectContaining({ key: 'SVG_UNREADABLE' }),
    );
    expect(() =>
      sanitizeSvg(
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>',
      ),
    ).toThrow(expect.objectContaining({ key: 'SVG_UNSAFE' }));
  });
});
