import { useEffect, useRef } from 'react';

/**
 * The observer is made again whenever `arm` changes (so a sentinel still in view after a load asks
 * again); a falsy `arm` disarms it.
 */
export function useInfiniteSentinel(onVisible: () => void, arm: unknown, rootMargin = '400px 0px') {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !arm || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [arm, rootMargin]);
  return ref;
}
