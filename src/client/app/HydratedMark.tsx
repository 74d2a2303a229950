import { useEffect } from 'react';

/**
 * Marks `html[data-hydrated]` once React has taken over the page; browser tests wait for it. React
 * hydrates each Suspense boundary in a later commit, so the mark sits inside the boundary around the
 * routed page (AppShellLayout) and in the error page. Until then the server's HTML is inert: a click
 * is lost, and a script that touches it makes hydration mismatch.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
