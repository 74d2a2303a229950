/**
 * What a page is called, for the browser tab and for link previews. The client renders
 * these with React 19 metadata; the server writes the same into the HTML it serves for
 * the path, so a shared link shows them without JavaScript.
 */
export interface PageMeta {
  /** Route pattern: literal segments and `:name` parameters, e.g. `/blog/:slug`. */
  pattern: string;
  title: string;
  description: string;
}

export const SITE_NAME = 'Account Value';

/** True when `pathname` fits `pattern` (trailing slashes ignored, parameters match one segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(':') || segment === decodeURIComponentSafe(got[i] ?? ''));
}

/** The first page whose pattern fits, or null when the path is not a page of the site. */
export function findPage(pages: readonly PageMeta[], pathname: string): PageMeta | null {
  return pages.find((page) => matchesPattern(page.pattern, pathname)) ?? null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
