import { SITE_NAME, type PageMeta } from '../../shared/pages';

/** React 19 hoists these into <head>; the server writes the same for the first load. */
export function PageMetaTags({ page }: { page: Pick<PageMeta, 'title' | 'description'> }) {
  const title = page.title === SITE_NAME ? SITE_NAME : `${page.title} | ${SITE_NAME}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={page.description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={page.description} />
    </>
  );
}
