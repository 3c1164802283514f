// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeferredChange } from './deferred-change.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(apply: (value: string) => void) {
  const hook: { current?: ReturnType<typeof useDeferredChange<string>> } = {};
  function Probe() {
    hook.current = useDeferredChange(apply, 50);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { hook: hook as Required<typeof hook>, unmount: () => act(() => root.unmount()) };
}

describe('useDeferredChange', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies a burst of edits once, with the last, after the edits pause', () => {
    const apply = vi.fn();
    const { hook, unmount } = mount(apply);
    for (const value of ['a', 'ab', 'abc']) {
      hook.current.onChange(value);
      vi.advanceTimersByTime(30);
    }
    expect(apply).not.toHaveBeenCalled();
    expect(hook.current.hasPending()).toBe(true);
    vi.advanceTimersByTime(50);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('abc');
    expect(hook.current.hasPending()).toBe(false);
    unmount();
  });

  it('flush applies the pending edit at once and only once', () => {
    const apply = vi.fn();
    const { hook, unmount } = mount(apply);
    hook.current.onChange('typed');
    hook.current.flush();
    expect(apply).toHaveBeenCalledWith('typed');
    vi.advanceTimersByTime(100);
    hook.current.flush();
    expect(apply).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('applies nothing once the editor has closed', () => {
    const apply = vi.fn();
    const { hook, unmount } = mount(apply);
    hook.current.onChange('late');
    unmount();
    vi.advanceTimersByTime(100);
    expect(apply).not.toHaveBeenCalled();
  });
});
