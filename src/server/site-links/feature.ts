import type { FeatureFactory } from '../feature';
import { mountCached } from '../http/mount';
import { siteLinks } from '../../shared/api/site-links.schemas';

/** The read-cache topic of the links (they change only with the configuration, i.e. at a restart). */
const SITE_LINKS_TOPIC = 'site-links';

/**
 * Read by the shell's loader so every page renders its links on the server (decision 0025); from
 * the read cache, so the pages built on it are kept.
 */
export const siteLinksFeature: FeatureFactory = ({ config, cache }) => ({
  routes(api) {
    mountCached(api, siteLinks, { cache, topic: SITE_LINKS_TOPIC, key: () => 'all' }, () => config.siteLinks);
  },
});
