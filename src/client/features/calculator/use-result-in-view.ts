import { useEffect, useRef, useState } from 'react';

/** Whether the box lies wholly inside the window, below the sticky header (its scroll margin). */
function whollyInView(target: HTMLElement): boolean {
  const box = target.getBoundingClientRect();
  const header = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return box.top >= header - 1 && box.bottom <= window.innerHeight + 1;
}

/**
 * Only scrolls (never focuses), so on a phone the keyboard and the caret stay in the form. The
 * announcement is the results' live region's job (ResultAnnouncement).
 */
export function useResultInView(openedPriced: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(openedPriced ? 1 : 0);
  useEffect(() => {
    const target = ref.current;
    // A document without layout (server tests' jsdom) has no scrollIntoView; there is nothing to scroll.
    if (asked === 0 || !target || typeof target.scrollIntoView !== 'function') return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // A smooth scroll can be cut short (the browser keeping the sending field's caret in view, a
    // late layout shift on a busy phone): once it has ended, finish the job without animation.
    const settle = () => {
      if (!whollyInView(target)) target.scrollIntoView({ block: 'nearest', behavior: 'auto' });
    };
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const settleOnce = () => {
      window.removeEventListener('scrollend', settleOnce);
      clearTimeout(fallback);
      settle();
    };
    // After the frame that shows the figures: a smooth scroll started while the browser still
    // settles the form it came from was cut short on phones.
    const frame = requestAnimationFrame(() => {
      if (whollyInView(target)) return;
      target.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
      window.addEventListener('scrollend', settleOnce);
      // Browsers without `scrollend`, or a scroll that never started: check after a smooth scroll's length.
      fallback = setTimeout(settleOnce, 1200);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      window.removeEventListener('scrollend', settleOnce);
    };
  }, [asked]);
  return { ref, bringIntoView: () => setAsked((n) => n + 1) };
}
