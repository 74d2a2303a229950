/**
 * What one save changed, as data: `[{path, before, after}]` with `path` a JSON pointer (RFC 6901).
 * jsondiffpatch finds the differences; this names them. A list of rows (objects with distinct
 * `label`s: ranks and every other choice list) is diffed by row identity (jsondiffpatch's
 * `objectHash`): a change inside a row points into it (`/ranks/4/value`, the row's index after the
 * change) and carries the row's label in `rows`, so it applies to that row wherever it stands later;
 * adding, removing and reordering rows are changes of their own. Any other list that differs is one
 * change holding the whole list. The server stores these with every revision and sends them in a 412;
 * the editor and the activity page show the same list. Decisions 0032 and 0046.
 */
import { create, type Delta } from 'jsondiffpatch';

export interface Change {
  /** Where: a JSON pointer into the value after the change (before it, for a removal). */
  path: string;
  /** Absent when the field or row was added. */
  before?: unknown;
  /** Absent when the field or row was removed. */
  after?: unknown;
  /** The label of each row the path goes through (or names), by the pointer of its list. */
  rows?: Record<string, string>;
  /** A reorder of the list at `path`: `before` and `after` are its row labels in order. */
  order?: true;
  /** The field's name for people ('Rank › Gold › Value'), given by the resource that records the change. */
  label?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const rowId = (item: unknown): string | undefined => (isObject(item) && typeof item.label === 'string' ? item.label : undefined);

/** A list diffed row by row: every item a row, no two with one label (an empty list qualifies). */
function isRowList(list: unknown): list is Record<string, unknown>[] {
  if (!Array.isArray(list)) return false;
  const ids = list.map(rowId);
  return ids.every((id) => id !== undefined) && new Set(ids).size === ids.length;
}

const differ = create({
  objectHash: (item: object, index?: number) => rowId(item) ?? `$$index:${index}`,
  arrays: { detectMove: true },
});

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const tokensOf = (path: string) => (path === '' ? [] : path.slice(1).split('/').map(unescape));

function collect(delta: Delta, before: unknown, after: unknown, path: string, rows: Record<string, string>, out: Change[]): void {
  const withRows = (change: Change): Change => (Object.keys(rows).length > 0 ? { ...change, rows } : change);
  if (Array.isArray(delta)) {
    // [new] added, [old, new] replaced, [old, 0, 0] removed.
    if (delta.length === 1) out.push(withRows({ path, after: delta[0] as unknown }));
    else if (delta.length === 3 && delta[2] === 0) out.push(withRows({ path, before: delta[0] as unknown }));
    else out.push(withRows({ path, before, after }));
    return;
  }
  if (!isObject(delta)) return;
  if ((delta as Record<string, unknown>)._t === 'a') {
    if (isRowList(before) && isRowList(after)) collectRows(delta, before, after, path, rows, out);
    else out.push(withRows({ path, before, after }));
    return;
  }
  if (!isObject(before) || !isObject(after)) {
    out.push(withRows({ path, before, after }));
    return;
  }
  for (const key of Object.keys(delta).sort())
    collect((delta as Record<string, Delta>)[key], before[key], after[key], `${path}/${escape(key)}`, rows, out);
}

/** jsondiffpatch's array delta, read row by row: `n` is the row at new index n, `_n` the row at old index n. */
function collectRows(
  delta: Record<string, unknown>,
  before: Record<string, unknown>[],
  after: Record<string, unknown>[],
  path: string,
  rows: Record<string, string>,
  out: Change[],
): void {
  const row = (id: string) => ({ ...rows, [path]: id });
  const removed: Change[] = [];
  const changed: Change[] = [];
  for (const key of Object.keys(delta)) {
    if (key === '_t') continue;
    const entry = delta[key] as Delta;
    if (key.startsWith('_')) {
      const index = Number(key.slice(1));
      // [old, 0, 0] removed; ['', to, 3] moved (the reorder is one change, below).
      if (Array.isArray(entry) && entry[2] === 0)
        removed.push({ path: `${path}/${index}`, before: before[index], rows: row(rowId(before[index])!) });
      continue;
    }
    const index = Number(key);
    const id = rowId(after[index])!;
    if (Array.isArray(entry) && entry.length === 1) changed.push({ path: `${path}/${index}`, after: after[index], rows: row(id) });
    else
      collect(
        entry,
        before.find((r) => rowId(r) === id),
        after[index],
        `${path}/${index}`,
        row(id),
        changed,
      );
  }
  out.push(...removed.sort((a, b) => tokenIndex(a.path) - tokenIndex(b.path)));
  const ids = (list: Record<string, unknown>[]) => list.map((r) => rowId(r)!);
  const [was, is] = [ids(before), ids(after)];
  const kept = (list: string[], other: string[]) => list.filter((id) => other.includes(id));
  if (kept(was, is).join('\u0000') !== kept(is, was).join('\u0000'))
    out.push({ path, before: was, after: is, order: true, ...(Object.keys(rows).length > 0 ? { rows } : {}) });
  out.push(...changed.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true })));
}

const tokenIndex = (path: string) => Number(path.slice(path.lastIndexOf('/') + 1));

/** The changes that turn `before` into `after`; [] when they are equal. */
export function changesBetween(before: unknown, after: unknown): Change[] {
  const delta = differ.diff(before, after);
  const out: Change[] = [];
  if (delta !== undefined) collect(delta, before, after, '', {}, out);
  return out;
}

/**
 * Where a change lands in `root` as it is now: the parent container and the key in it, each row found
 * by its label (null when a row on the way is gone). `create` makes missing records on the way.
 */
function locate(
  root: unknown,
  change: Change,
  create: boolean,
): { parent: Record<string, unknown> | unknown[]; key: string | number } | null {
  const tokens = tokensOf(change.path);
  let node = root;
  let pointer = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const last = i === tokens.length - 1;
    let key: string | number = token;
    if (Array.isArray(node)) {
      const id = change.rows?.[pointer];
      const found = id === undefined ? Number(token) : node.findIndex((r) => rowId(r) === id);
      // A row being added goes where it stood in the saver's list (or last); any other missing row ends the walk.
      if (found === -1 && !(last && !('before' in change))) return null;
      key = found === -1 ? Math.min(Number(token), node.length) : found;
    }
    if (last) return { parent: node as Record<string, unknown>, key };
    const container = node as Record<string, unknown>;
    let next = container[key as string];
    if (next === undefined || next === null || typeof next !== 'object') {
      if (!create || Array.isArray(node)) return null;
      next = container[key as string] = {};
    }
    node = next;
    pointer += `/${escape(token)}`;
  }
  return null;
}

/** Puts the rows of `list` in the order `ids` names; rows it does not name keep their places. */
function reorder(list: unknown[], ids: readonly string[]): unknown[] {
  const named = ids.map((id) => list.find((r) => rowId(r) === id)).filter((r) => r !== undefined);
  const rest = list.filter((r) => !ids.includes(rowId(r) ?? ''));
  const out: unknown[] = [...named];
  for (const row of rest) out.splice(Math.min(list.indexOf(row), out.length), 0, row);
  return out;
}

function applyOne(root: unknown, change: Change): unknown {
  if (change.path === '' && !change.order) return structuredClone(change.after);
  if (change.order) {
    const place = change.path === '' ? null : locate(root, change, false);
    const list = place ? (place.parent as Record<string, unknown>)[place.key as string] : root;
    if (!Array.isArray(list)) return root;
    const next = reorder(list, change.after as string[]);
    if (!place) return next;
    (place.parent as Record<string, unknown>)[place.key as string] = next;
    return root;
  }
  const place = locate(root, change, true);
  if (!place) return root;
  const { parent, key } = place;
  const present = 'after' in change && change.after !== undefined;
  if (Array.isArray(parent)) {
    const index = key as number;
    const id = change.rows?.[change.path.slice(0, change.path.lastIndexOf('/'))];
    const exists = id !== undefined ? rowId(parent[index]) === id : index < parent.length;
    if (!present) {
      if (exists) parent.splice(index, 1);
    } else if (exists) parent[index] = structuredClone(change.after);
    else parent.splice(index, 0, structuredClone(change.after));
    return root;
  }
  if (present) parent[key as string] = structuredClone(change.after);
  else delete parent[key as string];
  return root;
}

/**
 * A deep copy of `value` with the changes made to it: each field set at its path (removed when the
 * change has no `after`), rows found by their labels, so changes made against an older value land
 * on the same rows of a newer one. A change inside a row that is gone changes nothing.
 */
export function applyChanges<T>(value: T, changes: readonly Change[]): T {
  let root = structuredClone(value) as unknown;
  for (const change of changes) root = applyOne(root, change);
  return root as T;
}

/** A change's place by identity: '/ranks/[Gold]/value', '/ranks#order'. Equal for the same field whatever its row's index. */
export function fieldOf(change: Change): string {
  const tokens = tokensOf(change.path);
  let pointer = '';
  let out = '';
  for (const token of tokens) {
    const id = change.rows?.[pointer];
    out += id === undefined ? `/${escape(token)}` : `/[${escape(id)}]`;
    pointer += `/${escape(token)}`;
  }
  return change.order ? `${out}#order` : out;
}

/** Two changes to one field (or one inside a row or record the other replaces or removes) that end differently. */
function collide(a: Change, b: Change): boolean {
  const [fa, fb] = [fieldOf(a), fieldOf(b)];
  if (a.order || b.order) return fa === fb && JSON.stringify(a.after) !== JSON.stringify(b.after);
  if (fa === fb) return JSON.stringify(a.after) !== JSON.stringify(b.after);
  return fa.startsWith(`${fb}/`) || fb.startsWith(`${fa}/`);
}

/** A field both sides changed, each its own way: the operator picks one, nothing is chosen for them. */
export interface Overlap {
  field: string;
  theirs: Change[];
  mine: Change[];
}

/**
 * The fields that `theirs` and `mine` (both made from one base) change differently. Each is named by
 * the widest field involved: an edit inside a row the other side removed is an overlap of the row.
 */
export function overlapsBetween(theirs: readonly Change[], mine: readonly Change[]): Overlap[] {
  const overlaps: Overlap[] = [];
  for (const m of mine) {
    const clashing = theirs.filter((t) => collide(t, m));
    if (clashing.length === 0) continue;
    const widest = [m, ...clashing].map(fieldOf).reduce((a, b) => (b.length < a.length ? b : a));
    const joined = overlaps.find((o) => o.theirs.some((t) => clashing.includes(t)));
    if (joined) {
      joined.mine.push(m);
      for (const t of clashing) if (!joined.theirs.includes(t)) joined.theirs.push(t);
      if (widest.length < joined.field.length) joined.field = widest;
    } else overlaps.push({ field: widest, theirs: clashing, mine: [m] });
  }
  return overlaps;
}

/** A change that removed a row, undone: the row put back as it was. */
const unremove = (change: Change): Change => ({ path: change.path, after: change.before, ...(change.rows ? { rows: change.rows } : {}) });
const removesRow = (change: Change) =>
  !('after' in change) && change.rows?.[change.path.slice(0, change.path.lastIndexOf('/'))] !== undefined;

/**
 * "Apply mine on top": my changes put onto `current` (which holds theirs) row by row, leaving every
 * field only they changed as they left it. Where both changed a field, `keepMine(field)` says whose
 * stays; it is asked only about the fields `overlapsBetween` reports. Keeping my edit inside a row
 * they removed puts the row back first.
 */
export function mergeOnto<T>(current: T, theirs: readonly Change[], mine: readonly Change[], keepMine: (field: string) => boolean): T {
  const overlaps = overlapsBetween(theirs, mine);
  const kept = overlaps.filter((o) => keepMine(o.field));
  const skipped = new Set(overlaps.filter((o) => !kept.includes(o)).flatMap((o) => o.mine));
  const restored = kept.flatMap((o) => o.theirs.filter(removesRow).map(unremove));
  return applyChanges(current, [...restored, ...mine.filter((m) => !skipped.has(m))]);
}

/** A field by identity for people, where no label names it: '/ranks/[Gold]/value' reads 'ranks › Gold › value'. */
export const fieldText = (field: string): string =>
  field
    .replace(/#order$/, '/order')
    .slice(1)
    .split('/')
    .map((token) => unescape(token.replace(/^\[(.*)\]$/, '$1')))
    .join(' › ');

/** A change's path for people, where it has no label: '/multipliers/level' reads 'multipliers › level'. */
export const pathText = (path: string): string => (path === '' ? '(whole value)' : tokensOf(path).join(' › '));
