import type { Change } from '../../shared/changes';
import { withLabels } from '../../shared/change-labels';

/** What names a change's field for people: a resource kind that has a form (its `label`). */
export interface ChangeNamer {
  label?(key: string, change: Change): string;
}

/** The changes, each with its field's name for people when the kind gives one. */
export const labelled = (kind: ChangeNamer, key: string, changes: Change[]): Change[] =>
  withLabels(changes, kind.label && ((change) => kind.label!(key, change)));
