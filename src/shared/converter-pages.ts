import type { PageMeta } from './pages';
import type { ConverterDefinition } from './converter-definition';

/** Page metadata of the converter routes, for the client's tags and the server's HTML. */
export function converterPages(converters: readonly ConverterDefinition[]): PageMeta[] {
  return converters.map((c) => ({ pattern: c.route, title: c.meta.title, description: c.meta.description }));
}
