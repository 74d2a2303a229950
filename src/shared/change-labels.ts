import { pathText, type Change } from './changes';

type Schema = { title?: unknown; properties?: Record<string, Schema>; items?: Schema };

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * A change's field in the words of the form that edits it: each step named by the JSON Schema's
 * `title` (the editor's own labels), each row by its label. '/ranks/4/value' of a game's prices reads
 * 'Rank › Gold › Value (€)', '/agents/multi' 'Agents › Multiplier (€)'; a reorder adds '› Order'.
 * Steps the schema does not know keep their key.
 */
export function changeLabel(schema: Schema, change: Change): string {
  if (change.path === '') return change.order ? 'Order' : pathText('');
  const names: string[] = [];
  let node: Schema | undefined = schema;
  let pointer = '';
  for (const token of change.path.slice(1).split('/').map(unescape)) {
    const row = change.rows?.[pointer];
    if (node?.items !== undefined || row !== undefined) {
      names.push(row ?? `Row ${Number(token) + 1}`);
      node = node?.items;
    } else {
      node = node?.properties?.[token];
      names.push(typeof node?.title === 'string' ? node.title : token);
    }
    pointer += `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  }
  if (change.order) names.push('Order');
  return names.join(' › ');
}

/** The changes, each named by `label` when one is given (the form's words); as they are otherwise. */
export const withLabels = (changes: readonly Change[], label?: (change: Change) => string): Change[] =>
  label ? changes.map((change) => ({ ...change, label: label(change) })) : [...changes];
