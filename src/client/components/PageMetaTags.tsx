import { useLocation } from 'react-router';
import { SITE_NAME, type PageMeta } from '../lib/page-meta';
import type { BlogImage } from '../../shared/api/blog';
import { useSiteOrigin } from '../lib/site-origin';

interface PageHead extends Pick<PageMeta, 'title' | 'description'> {
  /** A link preview's picture (a blog post's); site paths are made absolute, as previews need. */
  image?: BlogImage | null;
  /** An article's publication time: the page is then an og:type article. */
  published?: string;
}

/**
 * A page's head tags: title, description, canonical URL and link-preview tags. React 19 hoists
 * them into <head>, on the server (so the HTML carries them) and in the browser alike.
 * The canonical URL is the path without its query (share-link inputs are the same page).
 */
export function PageMetaTags({ page }: { page: PageHead }) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const url = `${origin}${pathname}`;
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} | ${SITE_NAME}`;
  const { image, published } = page;
  const imageUrl = image ? (/^https?:\/\//.test(image.url) ? image.url : `${origin}${image.url}`) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={published ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      {published && <meta property="article:published_time" content={published} />}
      {image && <meta property="og:image" content={imageUrl} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image?.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={page.description} />
      {image && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
