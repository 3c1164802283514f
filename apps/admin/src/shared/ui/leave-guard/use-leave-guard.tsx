import Modal from 'antd/es/modal';
import { type ReactElement, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { askToDiscard } from '../form-drawer/unsaved-guard.ts';
import { leavesScreen, registerLeaveGuard } from './leave-guard.ts';

export interface LeaveGuardOptions {
  /**
   * The screen holds work that leaving would lose; a function is asked at the moment of leaving
   * (for work still settling that no render has shown yet).
   */
  dirty: boolean | (() => boolean);
  /**
   * Tried before asking (the editor saves): true when the work is safe and the screen may be left
   * without a question.
   */
  beforeLeave?: () => Promise<boolean>;
}

/**
 * Leaving a screen with unsaved work asks first: a route change inside the app (menu, links, tabs,
 * Back), closing the shown tab in the shell, and closing or reloading the browser tab. Render the
 * returned element in the screen; it holds the question.
 */
export function useLeaveGuard({ dirty, beforeLeave }: LeaveGuardOptions): ReactElement {
  const t = useT();
  const [modal, contextHolder] = Modal.useModal();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirty = useCallback(
    () => (typeof dirtyRef.current === 'function' ? dirtyRef.current() : dirtyRef.current),
    [],
  );
  const beforeLeaveRef = useRef(beforeLeave);
  beforeLeaveRef.current = beforeLeave;
  const allowed = useRef(false);
  const asking = useRef<Promise<boolean> | null>(null);

  // New work after an agreed leave that did not happen is asked about again.
  useEffect(() => {
    if (dirty === true) allowed.current = false;
  }, [dirty]);

  const ask = useCallback(async (): Promise<boolean> => {
    // One question at a time, however many ways the operator tries to leave.
    if (asking.current) return asking.current;
    const run = (async () => {
      if (beforeLeaveRef.current && (await beforeLeaveRef.current())) return true;
      return askToDiscard(modal, t);
    })();
    asking.current = run;
    try {
      return await run;
    } finally {
      asking.current = null;
    }
  }, [modal, t]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() && !allowed.current && leavesScreen(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void ask().then((agreed) => {
      if (cancelled) return;
      if (agreed) {
        allowed.current = true;
        blocker.proceed();
      } else {
        blocker.reset();
      }
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, ask]);

  useEffect(
    () =>
      registerLeaveGuard({
        isDirty: () => isDirty() && !allowed.current,
        ask,
        allowNext: () => {
          allowed.current = true;
        },
      }),
    [ask, isDirty],
  );

  // The browser's own question when the tab is closed or reloaded.
  useEffect(() => {
    if (dirty === false) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, isDirty]);

  return contextHolder;
}
