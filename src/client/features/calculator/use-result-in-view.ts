import { useEffect, useRef, useState } from 'react';

/**
 * Brings a calculation's result into view: after Calculate Now, and once when a shared link opens
 * priced. Only scrolls (never focuses), so on a phone the keyboard and the caret stay in the form;
 * 'nearest' moves nothing when the figures are already on screen. The announcement is the
 * results' live region's job (ResultAnnouncement).
 */
export function useResultInView(openedPriced: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(openedPriced ? 1 : 0);
  useEffect(() => {
    const target = ref.current;
    if (asked === 0 || !target) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // After the frame that shows the figures: a smooth scroll started while the browser still
    // settles the form it came from (the caret of the field that sent it) was cut short on phones.
    // `?.`: a document without layout (server tests' jsdom) has no scrollIntoView; there is nothing to scroll.
    const frame = requestAnimationFrame(() => target.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' }));
    return () => cancelAnimationFrame(frame);
  }, [asked]);
  return { ref, bringIntoView: () => setAsked((n) => n + 1) };
}
