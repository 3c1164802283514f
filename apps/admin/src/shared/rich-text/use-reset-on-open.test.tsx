// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useResetOnOpen } from './use-reset-on-open.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A dialog's field that starts from `initial` each time the dialog opens. */
function Field({ open, initial }: { open: boolean; initial: { text: string } }) {
  const [text, setText] = useState('');
  useResetOnOpen(open, () => setText(initial.text));
  return <input value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useResetOnOpen', () => {
  it('keeps what was typed when the parent re-renders with a new initial value, and resets on the next opening', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    // The page editor's block dialogs build `initial` anew on every render.
    const render = (open: boolean) =>
      act(() => root.render(<Field open={open} initial={{ text: 'from block' }} />));
    const input = () => host.querySelector('input') as HTMLInputElement;

    render(true);
    expect(input().value).toBe('from block');
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input(), 'typed by the operator');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input().value).toBe('typed by the operator');

    render(true);
    expect(input().value).toBe('typed by the operator');

    render(false);
    render(true);
    expect(input().value).toBe('from block');
    act(() => root.unmount());
    host.remove();
  });
});
