import type { Db } from '../db/database';
import type { Change } from '../../shared/changes';
import { changeLabel, withLabels } from '../../shared/change-labels';

/** What names a change's field for people: a resource kind that has a form (its `label`), or a name of its own. */
export interface ChangeNamer {
  label?(key: string, change: Change): string;
  /** The thing itself, for kinds with many ('Right banner', 'Arcana Ahri'): each change's label starts with it. */
  name?(db: Db, key: string): Promise<string | null>;
}

/** A field's label from a table of the editor's own words: 'Link', 'Release date'; rows as 'Row 2'. */
export function fieldLabels(labels: Record<string, string>): (key: string, change: Change) => string {
  const schema = { properties: Object.fromEntries(Object.entries(labels).map(([key, title]) => [key, { title }])) };
  return (_key, change) => changeLabel(schema, change);
}

export async function labelled(db: Db, kind: ChangeNamer, key: string, changes: Change[]): Promise<Change[]> {
  const name = changes.length > 0 ? await kind.name?.(db, key) : null;
  const field = kind.label && ((change: Change) => kind.label!(key, change));
  if (!name) return withLabels(changes, field);
  return withLabels(changes, (change) => (field ? `${name} › ${field(change)}` : name));
}
