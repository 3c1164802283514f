import { describe, expect, it } from 'vitest';
import { validatePageDocument } from '../validate.ts';
import { benchmarkPage, renderSiteBenchmark } from './render-site.ts';

describe('renderSiteBenchmark', () => {
  it('generates valid, varied pages', () => {
    const pages = Array.from({ length: 50 }, (_, i) => benchmarkPage(i));
    for (const page of pages) expect(validatePageDocument(page)).toMatchObject({ ok: true });
    expect(new Set(pages.map((p) => JSON.stringify(p).length)).size).toBeGreaterThan(10);
  });

  it('renders a small site and reports its throughput', () => {
    const result = renderSiteBenchmark(20);
    expect(result.pages).toBe(20);
    expect(result.bytes).toBeGreaterThan(20 * 10_000);
    expect(result.pagesPerSecond).toBeGreaterThan(0);
  });
});
