import { useLocation } from 'react-router';
import { SITE_NAME, type PageMeta } from '../lib/page-meta';
import { useSiteOrigin } from '../lib/site-origin';
import { shareImagePath } from '../../shared/share-image';

interface PageHead extends Pick<PageMeta, 'title' | 'description'> {
  /** An article's publication time: the page is then an og:type article. */
  published?: string;
  /**
   * A shared result's own preview text (a calculator's figures, a looked-up player's time): the
   * og: and twitter: title and description say it; the tab's title and the search description stay the page's.
   */
  share?: { title: string; description: string } | null;
}

/**
 * React 19 hoists these into <head>, on the server (so the HTML carries them) and in the browser.
 * The canonical URL is the path without its query (share-link inputs are the same page). The
 * preview image is the page's share image (decision 0034), with the query: a shared result's
 * image shows that result.
 */
export function PageMetaTags({ page }: { page: PageHead }) {
  const { pathname, search } = useLocation();
  const origin = useSiteOrigin();
  const url = `${origin}${pathname}`;
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} | ${SITE_NAME}`;
  const shareTitle = page.share?.title ?? title;
  const shareDescription = page.share?.description ?? page.description;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={page.published ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={shareDescription} />
      <meta property="og:url" content={url} />
      {page.published && <meta property="article:published_time" content={page.published} />}
      <ShareImageTags alt={shareTitle} search={search} />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={shareDescription} />
    </>
  );
}

/** og:image and twitter:image of the current page's share image (1200×630 PNG), as a large card. */
export function ShareImageTags({ alt, search = '' }: { alt: string; search?: string }) {
  const { pathname } = useLocation();
  const image = `${useSiteOrigin()}${shareImagePath(pathname, search)}`;
  return (
    <>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
    </>
  );
}
