import { describe, expect, it } from 'vitest';
import { confirmLeave, leavesScreen, registerLeaveGuard } from './leave-guard.ts';

describe('the leave guard', () => {
  it('lets a screen without unsaved work go without asking', async () => {
    expect(await confirmLeave()).toBe(true);
    let asked = 0;
    const release = registerLeaveGuard({
      isDirty: () => false,
      ask: async () => {
        asked++;
        return false;
      },
      allowNext: () => {},
    });
    expect(await confirmLeave()).toBe(true);
    expect(asked).toBe(0);
    release();
  });

  it('asks a screen with unsaved work, and lets the agreed navigation through', async () => {
    let answer = false;
    let allowed = 0;
    const release = registerLeaveGuard({
      isDirty: () => true,
      ask: async () => answer,
      allowNext: () => {
        allowed++;
      },
    });
    expect(await confirmLeave()).toBe(false);
    expect(allowed).toBe(0);
    answer = true;
    expect(await confirmLeave()).toBe(true);
    expect(allowed).toBe(1);
    release();
    expect(await confirmLeave()).toBe(true);
  });

  it('counts a change of path or query as leaving, not the same address', () => {
    expect(
      leavesScreen({ pathname: '/page/menu', search: '' }, { pathname: '/page/index', search: '' }),
    ).toBe(true);
    expect(
      leavesScreen(
        { pathname: '/page/web_set', search: '' },
        { pathname: '/page/web_set', search: '?tab=theme' },
      ),
    ).toBe(true);
    expect(leavesScreen({ pathname: '/page/menu', search: '' }, { pathname: '/page/menu', search: '' })).toBe(
      false,
    );
  });
});
