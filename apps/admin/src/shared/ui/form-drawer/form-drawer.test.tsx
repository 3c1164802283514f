// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDrawer } from './form-drawer.tsx';
import { closeDecision } from './unsaved-guard.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  document.body.innerHTML = '';
});

function mountDrawer(dirty: boolean, onClose: () => void) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <FormDrawer open title="Edit article" dirty={dirty} onClose={onClose} testId="article-drawer">
        <input aria-label="Title" />
      </FormDrawer>,
    ),
  );
  unmount = () => act(() => root.unmount());
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function pressClose() {
  await act(async () => {
    (document.querySelector('.ant-drawer-close') as HTMLElement).click();
  });
  await settle();
}

function buttonNamed(text: string): HTMLElement {
  // The latest confirmation's: a closed one may still be fading out.
  const button = [...document.querySelectorAll('button')].filter((b) => b.textContent === text).at(-1);
  if (!button) throw new Error(`no button ${text}`);
  return button;
}

describe('form drawer: unsaved changes', () => {
  it('closes at once when nothing was changed', async () => {
    const onClose = vi.fn();
    mountDrawer(false, onClose);
    await pressClose();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain('Discard your changes?');
  });

  it('asks before losing changes; keeping on editing keeps the drawer, discarding closes it', async () => {
    const onClose = vi.fn();
    mountDrawer(true, onClose);
    await pressClose();
    expect(document.body.textContent).toContain('Discard your changes?');
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => buttonNamed('Keep editing').click());
    await settle();
    expect(onClose).not.toHaveBeenCalled();

    await pressClose();
    await act(async () => buttonNamed('Discard').click());
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open while a save is under way', () => {
    expect(closeDecision({ dirty: true, saving: true })).toBe('stay');
    expect(closeDecision({ dirty: true })).toBe('ask');
    expect(closeDecision({ dirty: false })).toBe('close');
  });
});
