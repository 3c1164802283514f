// @vitest-environment happy-dom
import { COLLECTIONS } from '@sitewright/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/query-client.ts';
import { CollectionImportExport } from './index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the item list’s export', () => {
  it('downloads the list as its filters show it, under the name the server gives', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Blob(['xlsx']), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="products-2026-11-26.xlsx"',
        },
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(
      <QueryClientProvider client={queryClient}>
        <CollectionImportExport
          definition={COLLECTIONS.product}
          websiteId={4}
          lang="de"
          filters={{ keyword: 'pump', type_id: 3, status: undefined }}
        />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(host.querySelector('[data-testid="collection-export"]')).not.toBeNull());
    (host.querySelector('[data-testid="collection-export"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(clicked).toEqual(['products-2026-11-26.xlsx']));
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/website/product/export?keyword=pump&type_id=3&website_id=4&lang=de',
    );
    root.unmount();
  });
});
