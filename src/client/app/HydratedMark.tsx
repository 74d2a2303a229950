import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page (`html[data-hydrated]`): browser tests
 * wait for it. Rendered at the same place by the server entry and main.tsx, so the two trees
 * keep one shape (React's useId values, and Mantine's class names built from them, depend on it).
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
