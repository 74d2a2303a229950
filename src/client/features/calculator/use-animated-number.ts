import { useEffect, useRef, useState } from 'react';

/** The spec's result animation: 1 second from the previous figure to the new one. */
export const ANIMATION_MS = 1000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Ease-out so the figure settles gently instead of stopping abruptly.
const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure to display for `target` (starting at `initial`): it moves from the previously displayed value to `target`
 * over ANIMATION_MS with requestAnimationFrame, or jumps at once when the visitor prefers reduced
 * motion. A new target mid-animation starts from the figure currently shown.
 */
export function useAnimatedNumber(target: number, initial = 0): number {
  const [shown, setShown] = useState(initial);
  const shownRef = useRef(initial);

  const reduced = prefersReducedMotion();

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
