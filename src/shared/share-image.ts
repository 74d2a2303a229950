/** The site's name, as page titles and share images write it. */
export const SITE_NAME = 'Account Value';

/**
 * The address of a page's share image (og:image, twitter:image): `/og` + the page path + `.png`,
 * the home page as `/og/index.png`, with the page's query (a shared result's inputs) kept.
 */
export const SHARE_IMAGE_PREFIX = '/og';

export function shareImagePath(pathname: string, search = ''): string {
  const page = pathname === '/' ? '/index' : pathname.replace(/\/+$/, '');
  return `${SHARE_IMAGE_PREFIX}${page}.png${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}`;
}

export function pageOfShareImage(pathname: string): string | null {
  if (!pathname.startsWith(`${SHARE_IMAGE_PREFIX}/`) || !pathname.endsWith('.png')) return null;
  const page = pathname.slice(SHARE_IMAGE_PREFIX.length, -'.png'.length);
  return page === '/index' ? '/' : page;
}
