import type { PageMeta } from './page-meta';

export const notFoundPage: PageMeta = {
  pattern: '*',
  title: 'Page not found',
  description: 'This page does not exist. Try the account value calculators instead.',
};

export function registryPages(entries: readonly { route: string; meta: { title: string; description: string } }[]): PageMeta[] {
  return entries.map(({ route, meta }) => ({ pattern: route, title: meta.title, description: meta.description }));
}
