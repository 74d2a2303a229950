import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** The spec's result animation: 1 second from the previous figure to the new one. */
export const ANIMATION_MS = 1000;

const REDUCE = '(prefers-reduced-motion: reduce)';
const reduceQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null);
const subscribe = (onChange: () => void) => {
  const query = reduceQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
// The server cannot know the visitor's preference: hydration starts from "motion allowed" (as
// the server rendered) and React re-renders with the browser's answer right after.
const prefersReducedMotion = () => reduceQuery()?.matches ?? false;
const onServer = () => false;

const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * Moves from the figure shown to `target` over ANIMATION_MS, or jumps when the visitor prefers
 * reduced motion. The first figure is shown as it is (a shared link's result is in the server's
 * HTML, not 0 waiting for script).
 */
export function useAnimatedNumber(target: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  const reduced = useSyncExternalStore(subscribe, prefersReducedMotion, onServer);

  useEffect(() => {
    const from = shownRef.current;
    if (reduced || typeof requestAnimationFrame !== 'function') {
      shownRef.current = target;
      return;
    }
    if (from === target) return;
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / ANIMATION_MS);
      const value = t === 1 ? target : from + (target - from) * ease(t);
      shownRef.current = value;
      setShown(value);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reduced]);

  return reduced ? target : shown;
}
