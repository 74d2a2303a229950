/**
 * The site's outbound links and addresses (decision 0025): operator configuration, read by every
 * public page. A destination that is not configured is null, and the pages leave it out.
 */
import { route } from './endpoint';
import type * as schemas from './site-links.schemas';
import type { SiteLinks } from './site-links.schemas';

export type { SiteLinks };

/** Nothing configured: what a page shows when the links could not be read. */
export const NO_SITE_LINKS: SiteLinks = {
  supportUrl: null,
  chatUrl: null,
  partnerEmail: null,
  pingTestUrl: null,
  mmrCheckerUrl: null,
  boosting: null,
  social: { twitter: null, facebook: null, tiktok: null, youtube: null },
};

export const siteLinks = route<typeof schemas.siteLinks>()({ scope: 'public', method: 'GET', path: '/site-links' });
