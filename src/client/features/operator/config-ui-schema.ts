/**
 * The uiSchema for a game's price config (the engine's configSchema). The config schema says
 * what may be stored; this says how the editor reads:
 * - the form's own submit is replaced by the section's buttons;
 * - `updatedAt` is the server's bookkeeping, not an edit;
 * - in an entry with a multiplier, `value` is where the visitor's count starts (not a price),
 *   so it is kept but not shown; without a multiplier `value` is a euro amount (a flat extra or
 *   a rank's worth);
 * - every list (ranks, options) can be reordered, grown and shrunk.
 */
export function configUiSchema(schema: Record<string, unknown>): Record<string, unknown> {
  return {
    ...walk(schema as Node),
    updatedAt: { 'ui:widget': 'hidden' },
    market: { 'ui:help': 'Market Value = Estimated Real Value × this factor.' },
    'ui:submitButtonOptions': { norender: true },
  };
}

type Node = { type?: unknown; properties?: Record<string, Node>; items?: Node };

const FIELD_TITLES: Record<string, string> = { label: 'Label', multi: 'Multiplier (€ each)', text: 'Display text' };

function walk(node: Node | undefined): Record<string, unknown> {
  if (!node || typeof node !== 'object') return {};
  if (node.type === 'array') {
    return { 'ui:options': { orderable: true, addable: true, removable: true }, items: walk(node.items) };
  }
  const properties = node.properties ?? {};
  const hasMulti = 'multi' in properties;
  const ui: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(properties)) {
    if (child?.type === 'object' || child?.type === 'array') {
      ui[key] = walk(child);
    } else if (key === 'value') {
      ui[key] = hasMulti ? { 'ui:widget': 'hidden' } : { 'ui:title': 'Value (€)' };
    } else if (FIELD_TITLES[key]) {
      ui[key] = { 'ui:title': FIELD_TITLES[key] };
    }
  }
  return ui;
}
