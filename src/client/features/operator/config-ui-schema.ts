/**
 * The uiSchema for a game's price config. The config schema says what may be stored; this only
 * says how the editor looks: the form's own submit is replaced by the section's buttons, and
 * every list (ranks, options) can be reordered, grown and shrunk.
 */
export function configUiSchema(schema: Record<string, unknown>): Record<string, unknown> {
  return { ...walk(schema), 'ui:submitButtonOptions': { norender: true } };
}

type Node = { type?: unknown; properties?: Record<string, Node>; items?: Node; description?: unknown };

function walk(node: Node | undefined): Record<string, unknown> {
  if (!node || typeof node !== 'object') return {};
  if (node.type === 'array') {
    return { 'ui:options': { orderable: true, addable: true, removable: true }, items: walk(node.items) };
  }
  const ui: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const sub = walk(child);
    if (Object.keys(sub).length > 0) ui[key] = sub;
  }
  return ui;
}
