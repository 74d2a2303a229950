import { useEffect } from 'react';
import { useLocation } from 'react-router';

const FOLLOW_MS = 4000;

/**
 * Pages load lazily and their data arrives later, so the hash's target may appear late or be pushed
 * down: the scroll is repeated while the page grows, for a few seconds, and stops as soon as the
 * visitor scrolls or types.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return undefined;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let first = true;
    const scroll = () => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start', behavior: first && !reduced ? 'smooth' : 'auto' });
      first = false;
    };
    const observer = new ResizeObserver(() => scroll());
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
    };
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
    const timer = setTimeout(stop, FOLLOW_MS);
    observer.observe(document.body);
    scroll();
    return stop;
  }, [hash, key]);
}
