import { describe, expect, it } from 'vitest';
import { filterRichText } from './html-filter.ts';

describe('filtering pasted and saved rich text', () => {
  it('drops script, handlers and script addresses', () => {
    const pasted =
      '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)" onerror="alert(1)"><a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example"></iframe>';
    const html = filterRichText(pasted);
    expect(html).toBe('<p>Hi<img><a>x</a></p>');
  });

  it('keeps what the editor itself writes: presets, embeds, chart tables, backgrounds, bordered images', () => {
    const own =
      '<p class="sw-style-box" style="margin-left: 2em">Box</p><div class="sw-embed"><a class="sw-embed-video" href="https://youtu.be/aqz-KE-bpKQ">Film</a></div><table class="sw-chart sw-chart-pie" border="1"><tbody><tr><th><p>a</p></th></tr></tbody></table><div class="sw-bg sw-bg--image" style="background-color: #fafafa"><img class="sw-bg__img" src="/files/a.png" alt=""><div class="sw-bg__content"><p>x</p></div></div><img src="/files/b.png" alt="B" style="border: 1px solid #d9d9d9">';
    expect(filterRichText(own)).toBe(own);
  });

  it('changes nothing on a second pass', () => {
    const once = filterRichText('<p style="color: red; position: fixed">a<b>b</p><table><tr><td>c');
    expect(filterRichText(once)).toBe(once);
  });
});
