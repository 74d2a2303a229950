import { createConverterRegistry } from '../../engine/converter-registry';

// Small files, needed by the menus on every page: bundled eagerly. Checked against
// schemas/converter.schema.json by the tests and by the server at start, so taken as they are.
const files = import.meta.glob<unknown>('/schemas/converters/*.json', { eager: true, import: 'default' });

/** Every converter of the site, sorted by `order` (menus, routes, the converter page). */
export const converterRegistry = createConverterRegistry(files);
