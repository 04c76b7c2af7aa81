import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';

export type TLeaveTexts = { title: string; content: string; leave: string; stay: string };

/**
 * Warns before leaving a form with unsaved changes: a confirmation when the app navigates away, the
 * browser's own prompt when the tab is closed or reloaded. `onLeave` runs when the user leaves
 * anyway (a kept-alive page resets its form there, so coming back does not restore abandoned
 * edits). Call the returned `markSaved` before navigating away after a save.
 */
export function useLeaveGuard(isDirty: boolean, texts: TLeaveTexts, onLeave: () => void) {
  const { modal } = App.useApp();
  // Read when the navigation happens: a save navigates before its state update renders.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const { state } = blocker;
  useEffect(() => {
    if (state !== 'blocked') return;
    modal.confirm({
      title: texts.title,
      content: texts.content,
      okText: texts.leave,
      cancelText: texts.stay,
      okButtonProps: { danger: true },
      onOk: () => {
        onLeave();
        blocker.proceed?.();
      },
      onCancel: () => blocker.reset?.(),
    });
    // The dialog opens once per blocked navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return {
    markSaved: () => {
      dirty.current = false;
    },
  };
}

/** Scrolls to the first field with an error, centred, and puts the cursor there (antd Form). */
export const firstErrorScroll = { behavior: 'smooth', block: 'center', focus: true } as const;
