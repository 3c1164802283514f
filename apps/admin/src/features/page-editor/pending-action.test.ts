import { describe, expect, it, vi } from 'vitest';
import { createPendingAction } from './pending-action.ts';

describe('the action waiting for a publish', () => {
  it('runs the held action once, after the publish', () => {
    const pending = createPendingAction();
    const open = vi.fn();
    pending.hold(open);
    expect(open).not.toHaveBeenCalled();
    expect(pending.waiting).toBe(true);
    pending.run();
    pending.run();
    expect(open).toHaveBeenCalledTimes(1);
    expect(pending.waiting).toBe(false);
  });

  it('keeps only the latest action', () => {
    const pending = createPendingAction();
    const back = vi.fn();
    const switchPage = vi.fn();
    pending.hold(back);
    pending.hold(switchPage);
    pending.run();
    expect(back).not.toHaveBeenCalled();
    expect(switchPage).toHaveBeenCalledTimes(1);
  });

  it('forgets the action when the publish is cancelled', () => {
    const pending = createPendingAction();
    const back = vi.fn();
    pending.hold(back);
    pending.drop();
    pending.run();
    expect(back).not.toHaveBeenCalled();
  });
});
