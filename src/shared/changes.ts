/**
 * What one save changed, as data: `[{path, before, after}]` with `path` a JSON pointer (RFC 6901).
 * jsondiffpatch finds the differences; this only names them. An array that differs is one change
 * (its whole value before and after), so applying changes never depends on moved or shifted items.
 * The server stores these with every revision and sends them in a 412; the editor and the activity
 * page show the same list. Decision 0032.
 */
import { create, type Delta } from 'jsondiffpatch';

export interface Change {
  path: string;
  /** Absent when the field was added. */
  before?: unknown;
  /** Absent when the field was removed. */
  after?: unknown;
}

const differ = create({ arrays: { detectMove: false } });

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(delta: Delta, before: unknown, after: unknown, path: string, out: Change[]): void {
  if (Array.isArray(delta)) {
    // [new] added, [old, new] replaced, [old, 0, 0] removed.
    if (delta.length === 1) out.push({ path, after: delta[0] as unknown });
    else if (delta.length === 3 && delta[2] === 0) out.push({ path, before: delta[0] as unknown });
    else out.push({ path, before, after });
    return;
  }
  if (!isObject(delta)) return;
  if ((delta as Record<string, unknown>)._t === 'a' || !isObject(before) || !isObject(after)) {
    out.push({ path, before, after });
    return;
  }
  for (const key of Object.keys(delta).sort())
    collect((delta as Record<string, Delta>)[key], before[key], after[key], `${path}/${escape(key)}`, out);
}

/** The changes that turn `before` into `after`; [] when they are equal. */
export function changesBetween(before: unknown, after: unknown): Change[] {
  const delta = differ.diff(before, after);
  const out: Change[] = [];
  if (delta !== undefined) collect(delta, before, after, '', out);
  return out;
}

/** A deep copy of `value` with each change's `after` put at its path (a change without `after` removes the field). */
export function applyChanges<T>(value: T, changes: readonly Change[]): T {
  let root = structuredClone(value) as unknown;
  for (const change of changes) {
    const tokens = change.path === '' ? [] : change.path.slice(1).split('/').map(unescape);
    if (tokens.length === 0) {
      root = structuredClone(change.after);
      continue;
    }
    let parent = root as Record<string, unknown>;
    for (const token of tokens.slice(0, -1)) {
      if (!isObject(parent[token])) parent[token] = {};
      parent = parent[token] as Record<string, unknown>;
    }
    const last = tokens[tokens.length - 1]!;
    if ('after' in change && change.after !== undefined) parent[last] = structuredClone(change.after);
    else delete parent[last];
  }
  return root as T;
}

/** A change's path for people: '/multipliers/level' reads 'multipliers › level'. */
export const pathText = (path: string): string => (path === '' ? '(whole value)' : path.slice(1).split('/').map(unescape).join(' › '));
