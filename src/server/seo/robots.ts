import { paths } from '../../shared/paths';
import { SITEMAP_INDEX_PATH } from './sitemap-xml';

/** robots.txt: everything but the operator pages and the API, and where the sitemap is (an absolute URL, as the protocol asks). */
export const robotsTxt = (origin: string): string =>
  ['User-agent: *', `Disallow: ${paths.dashboard}`, 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ''].join(
    '\n',
  );
