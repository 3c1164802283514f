import { DEFAULT_THEME } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { renderOnWorkers } from './render-pool.ts';
import { type PageJob, renderInPlace, type SharedRender } from './site-build.ts';

const shared: SharedRender = {
  siteName: 'Pool site',
  theme: DEFAULT_THEME,
  origin: 'http://pool.localhost:3000',
  cssPath: '/_sw/site-test.css',
  favicon: '',
};

const jobs: PageJob[] = Array.from({ length: 260 }, (_, i) => ({
  path: `/page-${i}`,
  lang: 'en',
  document: {
    version: 1,
    blocks: [
      { id: 'h', type: 'heading', props: { text: `Page number ${i}`, level: 1 } },
      { id: 'r', type: 'rich-text', props: { html: `<p>${'Words of the page. '.repeat(60)}</p>` } },
    ],
  },
  menu: [{ label: 'Home', href: '/' }],
  breadcrumb: [{ label: `Page ${i}` }],
  title: `Page ${i}`,
  description: '',
  noindex: false,
}));

describe('rendering on worker threads', () => {
  it('answers the same files, in order, as rendering in place, with their compressed variants', async () => {
    const inPlace = await renderInPlace(jobs, shared);
    const pooled = await renderOnWorkers(jobs, shared);
    expect(pooled.map((f) => f.path)).toEqual(inPlace.map((f) => f.path));
    for (const [i, file] of pooled.entries()) {
      expect(file.body.equals(inPlace[i]?.body as Buffer)).toBe(true);
      expect(Buffer.isBuffer(file.body)).toBe(true);
      expect(file.compressed?.brotli?.length).toBeGreaterThan(0);
    }
    expect(pooled[7]?.body.toString()).toContain('Page number 7');
  }, 60_000);
});
