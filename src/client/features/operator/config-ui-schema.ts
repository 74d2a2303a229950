/**
 * The uiSchema for a game's price config: the config schema says what may be stored, this says how
 * the editor reads. `updatedAt` is the server's bookkeeping, not an edit. In an entry with a
 * multiplier, `value` is where the visitor's count starts (not a price), so it is kept but not shown;
 * without a multiplier `value` is a euro amount. An optional display text is offered only where the
 * game uses one (`sample`: its defaults).
 */
export function configUiSchema(schema: Record<string, unknown>, sample: unknown): Record<string, unknown> {
  return {
    ...walk(schema as Node, sample),
    updatedAt: { 'ui:widget': 'hidden' },
    revision: { 'ui:widget': 'hidden' },
    market: { 'ui:help': 'Market Value = Estimated Real Value × this factor.' },
    'ui:submitButtonOptions': { norender: true },
  };
}

type Node = { type?: unknown; properties?: Record<string, Node>; items?: Node; default?: unknown };

const child = (sample: unknown, key: string): unknown =>
  sample && typeof sample === 'object' ? (sample as Record<string, unknown>)[key] : undefined;

function walk(node: Node | undefined, sample: unknown): Record<string, unknown> {
  if (!node || typeof node !== 'object') return {};
  if (node.type === 'array') {
    const items = walk(node.items, Array.isArray(sample) ? sample[0] : undefined);
    return { 'ui:options': { orderable: true, addable: true, removable: true }, items: { ...items, 'ui:options': { listItem: true } } };
  }
  const properties = node.properties ?? {};
  const hasMulti = 'multi' in properties;
  const ui: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(properties)) {
    if (prop?.type === 'object' || prop?.type === 'array') {
      ui[key] = walk(prop, child(sample, key));
    } else if (key === 'text' && child(sample, key) === undefined) {
      ui[key] = { 'ui:widget': 'hidden' };
    } else if (key === 'value' && hasMulti) {
      ui[key] = { 'ui:widget': 'hidden' };
    }
  }
  return ui;
}

/**
 * The schema with a starting value for every field of a new list item ('' for text, 0 for
 * numbers), so an added rank shows empty inputs rather than nothing; the schema's own limits
 * still decide whether it can be saved (an empty label cannot).
 */
export function withNewItemDefaults<T>(schema: T): T {
  const copy = structuredClone(schema) as Node;
  addDefaults(copy);
  return copy as T;
}

function addDefaults(node: Node | undefined): void {
  if (!node || typeof node !== 'object') return;
  if (node.type === 'array' && node.items && node.items.properties) {
    for (const child of Object.values(node.items.properties)) {
      if (child && child.default === undefined) {
        if (child.type === 'string') child.default = '';
        else if (child.type === 'number' || child.type === 'integer') child.default = 0;
      }
    }
  }
  addDefaults(node.items);
  for (const child of Object.values(node.properties ?? {})) addDefaults(child);
}
