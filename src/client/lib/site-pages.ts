import type { PageMeta } from './page-meta';
import { paths } from '../../shared/paths';
import siteTexts from '../../../content/site-texts.json';

/**
 * Pages that do not come from a registry (games and converters add theirs).
 * Titles and descriptions are the site's visible texts for tabs and link previews, kept with the
 * other texts in content/site-texts.json.
 */
export const staticPages: readonly PageMeta[] = Object.entries(siteTexts.pages).map(([name, texts]) => ({
  pattern: paths[name as keyof typeof paths],
  ...texts,
}));

export const notFoundPage: PageMeta = {
  pattern: '*',
  title: 'Page not found',
  description: 'This page does not exist. Try the account value calculators instead.',
};

/** The pages of a registry's entries (games, converters): each file's route with its meta title and description. */
export function registryPages(entries: readonly { route: string; meta: { title: string; description: string } }[]): PageMeta[] {
  return entries.map(({ route, meta }) => ({ pattern: route, title: meta.title, description: meta.description }));
}
