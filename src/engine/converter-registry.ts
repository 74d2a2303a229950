import { collectDataFiles, type DataFileCheck } from './data-files';
import type { ConverterDefinition } from './converter-types';

/** The converters, sorted by `order` (the Currency Calculators menu), with look-ups. */
export interface ConverterRegistry {
  converters: readonly ConverterDefinition[];
  byId(id: string): ConverterDefinition | undefined;
  byRoute(route: string): ConverterDefinition | undefined;
}

/** Built as the game registry is (see collectDataFiles). `check` is the server's and the tests' schema check; the browser passes none. */
export function createConverterRegistry(files: Record<string, unknown>, options: { check?: DataFileCheck } = {}): ConverterRegistry {
  const converters = collectDataFiles<ConverterDefinition>(files, { check: options.check, unique: ['id', 'route', 'order'] });
  const byId = new Map(converters.map((c) => [c.id, c]));
  const byRoute = new Map(converters.map((c) => [c.route, c]));
  return { converters, byId: (id) => byId.get(id), byRoute: (route) => byRoute.get(route) };
}
