import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** running: moving by itself; held: being dragged; resuming: let go, waiting; paused: stopped. */
export type AutoplayState = 'running' | 'held' | 'resuming' | 'paused';

const REDUCE = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(REDUCE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The visitor's motion preference; false while prerendering (the page is still then anyway). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(REDUCE).matches ?? false,
    () => false,
  );
}

/**
 * When the carousel may move by itself. A drag holds it; letting go (or a step by key or button)
 * starts a wait of `resumeMs` after which it runs again (1 s: docs/site/about.md#values-carousel).
 * The pause button stops it until play is pressed; under reduced motion it starts paused, so it
 * only moves if the visitor asks for it.
 */
export function useAutoplay(resumeMs: number) {
  const reduced = useReducedMotion();
  // The visitor's own play/pause choice; null follows the motion preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hold, setHold] = useState<'none' | 'held' | 'resuming'>('none');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const grab = useCallback(() => {
    clearTimeout(timer.current);
    setHold('held');
  }, []);
  const release = useCallback(() => {
    clearTimeout(timer.current);
    setHold('resuming');
    timer.current = setTimeout(() => setHold('none'), resumeMs);
  }, [resumeMs]);

  const playing = choice ?? !reduced;
  const state: AutoplayState = !playing ? 'paused' : hold === 'none' ? 'running' : hold;
  const toggle = useCallback(() => setChoice(!playing), [playing]);
  return { state, playing, toggle, grab, release };
}
