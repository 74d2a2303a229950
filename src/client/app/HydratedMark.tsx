import { useEffect } from 'react';

/**
 * Marks the document once React has taken over the page (`html[data-hydrated]`): browser tests
 * wait for it. On a server-rendered page React hydrates the root first and each Suspense
 * boundary afterwards, in later commits; so the mark sits inside the boundary around the routed
 * page (AppShellLayout) and in the error page, whose effects run only once that content is
 * React's. Until then the server's HTML is inert: a click is lost, and a script that touches it
 * (a screenshot hiding carets with inline styles) makes hydration mismatch.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
