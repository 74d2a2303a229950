import { orderConverters, type ConverterDefinition } from '../../shared/converter-definition';

// Small files, needed by the menus on every page: bundled eagerly.
const files = import.meta.glob('/schemas/converters/*.json', { eager: true, import: 'default' });

/** Every converter, in menu order. */
export const converters: readonly ConverterDefinition[] = orderConverters(files);

export interface ConverterEntry {
  id: string;
  name: string;
  route: string;
  footerTag: string;
  meta: { title: string; description: string };
}

/** What menus, footers and the router need of each converter, in menu order. */
export const converterRegistry: readonly ConverterEntry[] = converters.map(({ id, name, route, footerTag, meta }) => ({
  id,
  name,
  route,
  footerTag,
  meta,
}));

export function converterByRoute(route: string): ConverterDefinition | undefined {
  return converters.find((c) => c.route === route);
}
