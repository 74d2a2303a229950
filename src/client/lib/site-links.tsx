import { createContext, useContext, type ReactNode } from 'react';
import { NO_SITE_LINKS, siteLinks, type SiteLinks } from '../../shared/api/site-links';
import { callApi } from './api-client';

const SiteLinksContext = createContext<SiteLinks>(NO_SITE_LINKS);

/** Given by the site's frame from its loader; outside it (the dashboard) nothing is configured. */
export function SiteLinksProvider({ links, children }: { links: SiteLinks; children: ReactNode }) {
  return <SiteLinksContext.Provider value={links}>{children}</SiteLinksContext.Provider>;
}

/** The configured outbound links and addresses (null where none is configured: leave it out). */
export const useSiteLinks = (): SiteLinks => useContext(SiteLinksContext);

/**
 * The site frame's loader: read once per visit (on the server for the first page, so its links are in
 * the HTML), never again on a navigation. A failure shows no links rather than a broken page.
 */
export const loadSiteLinks = (): Promise<SiteLinks | null> => callApi(siteLinks).catch(() => null);
