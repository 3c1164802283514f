import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleContext } from '../samples.ts';
import { map, mapEmbedUrl, mapLinkUrl } from './map.tsx';

const render = (props: Record<string, unknown>) =>
  renderToStaticMarkup(
    <map.View id="m" props={map.schema.parse(props)} slots={{}} context={sampleContext({ lang: 'zh' })} />,
  );

describe('map block', () => {
  it('embeds OpenStreetMap around known coordinates, with no API key', () => {
    const url = mapEmbedUrl(map.schema.parse({ address: 'x', latitude: 48.8584, longitude: 2.2945 }));
    expect(url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(url).toContain('marker=48.858400,2.294500');
  });

  it('shows an address alone as a link card to an OpenStreetMap search, without an iframe', () => {
    const html = render({ address: '1 Main St & <Co>' });
    expect(html).not.toContain('<iframe');
    expect(html).toContain('https://www.openstreetmap.org/search?query=1%20Main%20St%20%26%20%3CCo%3E');
    expect(html).toContain('1 Main St &amp; &lt;Co&gt;');
    expect(html).toContain('查看大地图');
  });

  it("uses Google's keyless place embed only when chosen, with the address encoded", () => {
    const props = map.schema.parse({ address: '天安门广场 "x"', provider: 'google' });
    expect(mapEmbedUrl(props)).toBe(
      `https://maps.google.com/maps?q=${encodeURIComponent('天安门广场 "x"')}&z=15&output=embed`,
    );
    expect(mapLinkUrl(props)).toContain(encodeURIComponent('天安门广场'));
  });

  it('refuses coordinates out of range', () => {
    expect(map.schema.safeParse({ address: 'x', latitude: 91, longitude: 0 }).success).toBe(false);
  });
});
