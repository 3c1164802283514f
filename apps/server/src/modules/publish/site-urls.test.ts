import { describe, expect, it } from 'vitest';
import type { PageJob } from './site-build.ts';
import { buildUrlIndex, diffUrlIndex, ldTypes, pageDigest } from './site-urls.ts';

const job = (path: string, extra: Partial<PageJob> = {}): PageJob => ({
  path,
  lang: 'en',
  document: { version: 1, blocks: [{ id: 'h', type: 'heading', props: { text: path, level: 1 } }] },
  menu: [],
  breadcrumb: [],
  title: path,
  description: '',
  noindex: false,
  ...extra,
});

describe('the address index of a version', () => {
  it('finds every schema.org type, nested ones included', () => {
    expect(
      ldTypes({
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        publication: [{ '@type': 'BroadcastEvent', isLiveBroadcast: true }],
        author: { '@type': ['Person', 'Thing'] },
      }),
    ).toEqual(['BroadcastEvent', 'Person', 'Thing', 'VideoObject']);
  });

  it('digests what a page says, not its menu, neighbours or the time an unchanged item was taken again', () => {
    const article = job('/news/a', {
      jsonLd: { '@type': 'Article', headline: 'A', dateModified: '2026-01-01T00:00:00.000Z' },
    });
    const base = pageDigest(article);
    expect(
      pageDigest({
        ...article,
        menu: [{ label: 'New menu entry', href: '/x' }],
        jsonLd: { '@type': 'Article', headline: 'A', dateModified: '2026-02-02T00:00:00.000Z' },
      }),
    ).toBe(base);
    expect(pageDigest({ ...article, title: 'Another title' })).not.toBe(base);
    expect(pageDigest({ ...article, jsonLd: { '@type': 'Article', headline: 'B' } })).not.toBe(base);
  });

  it('lists new and changed addresses as updated and missing ones as deleted', () => {
    const before = buildUrlIndex(
      'https://a.example',
      ['/', '/old', '/same'],
      [job('/'), job('/old'), job('/same')],
    );
    const after = buildUrlIndex(
      'https://a.example',
      ['/', '/same', '/new'],
      [job('/', { title: 'changed' }), job('/same'), job('/new', { jsonLd: { '@type': 'JobPosting' } })],
    );
    expect(diffUrlIndex(before, after)).toEqual({
      updated: [
        { url: 'https://a.example/', types: [] },
        { url: 'https://a.example/new', types: ['JobPosting'] },
      ],
      deleted: [{ url: 'https://a.example/old', types: [] }],
    });
    // No index before (a first publish): everything is new. Another address: everything is new there.
    expect(diffUrlIndex(undefined, after).updated).toHaveLength(3);
    const moved = buildUrlIndex('https://b.example', ['/', '/same'], [job('/'), job('/same')]);
    expect(diffUrlIndex(before, moved)).toEqual({
      updated: [
        { url: 'https://b.example/', types: [] },
        { url: 'https://b.example/same', types: [] },
      ],
      deleted: [],
    });
  });

  it('leaves out addresses the sitemap does not list', () => {
    const index = buildUrlIndex('https://a.example', ['/'], [job('/'), job('/404')]);
    expect(Object.keys(index.pages)).toEqual(['/']);
  });
});
