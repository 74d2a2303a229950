/** The config without server bookkeeping, i.e. what the form edits and what a save sends. */
export function editableConfig(config: Record<string, unknown>): Record<string, unknown> {
  const { updatedAt: _updatedAt, revision: _revision, ...rest } = config;
  return rest;
}
