// @vitest-environment happy-dom
import type { RecordValue } from '@sitewright/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordValueView } from './record-value.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  document.body.innerHTML = '';
});

function show(kind: 'text' | 'file' | 'multiselect' | 'consent', value: RecordValue): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<RecordValueView field={{ key: 'k', kind, label: 'K' }} value={value} />));
  cleanup = () => act(() => root.unmount());
  return host;
}

describe('a value a visitor sent', () => {
  it('is shown as the text it is, never as markup', () => {
    const vector = '<img src=x onerror="window.hit=1"><script>window.hit=2</script>';
    const host = show('text', vector);
    expect(host.textContent).toBe(vector);
    expect(host.querySelector('img, script')).toBeNull();
  });

  it('offers an uploaded file as a download link, and a link to anything but the web as text only', () => {
    const file = show('file', { name: 'plan.pdf', url: '/files/form/plan.pdf', size: 4096 });
    const link = file.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/files/form/plan.pdf');
    expect(link?.getAttribute('download')).toBe('plan.pdf');
    cleanup?.();
    const hostile = show('file', { name: 'x.pdf', url: 'javascript:alert(1)', size: 10 });
    expect(hostile.querySelector('a')).toBeNull();
    expect(hostile.textContent).toContain('x.pdf');
  });

  it('joins choices and says yes or no for a consent', () => {
    expect(show('multiselect', ['red', 'blue']).textContent).toBe('red, blue');
    cleanup?.();
    expect(show('consent', true).textContent).toBe('Yes');
  });
});
