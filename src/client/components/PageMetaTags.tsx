import { useLocation } from 'react-router';
import { SITE_NAME, type PageMeta } from '../../shared/pages';
import { useSiteOrigin } from '../lib/site-origin';

/**
 * A page's head tags: title, description, canonical URL and link-preview tags. React 19 hoists
 * them into <head>, on the server (so the HTML carries them) and in the browser alike.
 * The canonical URL is the path without its query (share-link inputs are the same page).
 */
export function PageMetaTags({ page }: { page: Pick<PageMeta, 'title' | 'description'> }) {
  const { pathname } = useLocation();
  const url = `${useSiteOrigin()}${pathname}`;
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} | ${SITE_NAME}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
    </>
  );
}
