import { SITE_NAME } from '../../../shared/pages';
import type { BlogImage } from '../../../shared/api/blog';
import { useSiteOrigin } from '../../lib/site-origin';

interface Props {
  title: string;
  description: string;
  path: string;
  image?: BlogImage | null;
  published?: string;
}

/** Head tags of the blog's pages (React 19 hoists them): title, description, canonical and link previews with the image. */
export function BlogHead({ title, description, path, image, published }: Props) {
  const origin = useSiteOrigin();
  // The same absolute URLs on the server and in the browser: link previews need them, and hydration must match.
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={published ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {published && <meta property="article:published_time" content={published} />}
      {image && <meta property="og:image" content={absolute(image.url)} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image?.alt && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absolute(image.url)} />}
    </>
  );
}
