import { createContext, useContext, type ReactNode } from 'react';

// The browser knows its origin; the server rendering a page is told it by the request.
const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/** `https://example.com`: for canonical URLs and share links, the same on the server and in the browser. */
export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
