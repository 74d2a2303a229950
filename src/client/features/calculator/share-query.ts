import type { RJSFSchema } from '@rjsf/utils';
import { acceptInput } from '../../../engine/accept-input';

type FormData = Record<string, unknown>;

interface Leaf {
  path: readonly string[];
  schema: RJSFSchema;
}

/** Every non-object field of the form schema, in declaration order. */
function leaves(schema: RJSFSchema, prefix: readonly string[] = []): Leaf[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => {
    if (typeof sub !== 'object') return [];
    const path = [...prefix, key];
    return sub.type === 'object' ? leaves(sub, path) : [{ path, schema: sub }];
  });
}

// camelCase / snake_case initials: blueEssence → "be", battle_pass_level → "bpl".
const initials = (key: string) => (key[0] ?? '') + [...key.matchAll(/[A-Z0-9]|_([a-z])/g)].map((m) => m[1] ?? m[0]).join('');

/**
 * The query keys of links made before links carried input keys: initials per segment
 * ("skins.epic" → "s.e"), lengthened on collision in declaration order. Only read, so that old
 * links still open; reordering a game's inputs can change them, which is why links no longer use them.
 */
export function legacyShortKeys(schema: RJSFSchema): Map<string, Leaf & { key: string }> {
  const byKey = new Map<string, Leaf & { key: string }>();
  for (const leaf of leaves(schema)) {
    const candidates = [
      leaf.path.map(initials).join('.').toLowerCase(),
      [...leaf.path.slice(0, -1).map(initials), leaf.path.at(-1)!].join('.').toLowerCase(),
      leaf.path.join('.'),
    ];
    const key = candidates.find((c) => !byKey.has(c)) ?? leaf.path.join('.');
    byKey.set(key, { ...leaf, key });
  }
  return byKey;
}

const getAt = (data: FormData, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as FormData)[key] : undefined), data);

function setAt(data: FormData, path: readonly string[], value: unknown): FormData {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  const child = typeof data[head] === 'object' && data[head] !== null ? (data[head] as FormData) : {};
  return { ...data, [head]: rest.length === 0 ? value : setAt(child, rest, value) };
}

const choices = (schema: RJSFSchema): unknown[] =>
  Array.isArray(schema.enum) ? schema.enum : (schema.oneOf ?? []).map((o) => (typeof o === 'object' ? o.const : undefined));

/**
 * The query key of a field: its input key, groups joined with a dot (`level`, `skins.epic`). It is
 * also the field's `name` in the form (CalculatorForm), so the form sent as a GET before its script
 * loads is a share link (decision 0040).
 */
export const shareKey = (path: readonly (string | number)[]): string => path.map(String).join('.');
const queryKey = (leaf: Leaf): string => shareKey(leaf.path);

/** A count of 0 is an empty field (visitor-form.ts), so it is its empty default's value too. */
const isDefault = (value: unknown, fallback: unknown) =>
  value === fallback || (value === 0 && (fallback === undefined || fallback === null));

/** The query string for `data`: only the fields whose value differs from `defaults`, in the form's order. */
export function encodeShareQuery(schema: RJSFSchema, data: FormData, defaults: FormData): string {
  const params = new URLSearchParams();
  for (const leaf of leaves(schema)) {
    const key = queryKey(leaf);
    const value = getAt(data, leaf.path);
    if (value === undefined || value === null || isDefault(value, getAt(defaults, leaf.path))) continue;
    params.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return params.toString();
}

/**
 * Each value must pass the same rules as typing it (`acceptNumber` for counts, a listed option for
 * choices); anything else is left at its default. `null` when the link shares nothing: it then
 * renders as the page without a query (its canonical address).
 */
export function decodeShareQuery(
  schema: RJSFSchema,
  search: string,
  defaults: FormData,
  acceptNumber: (path: string, text: string, leaf: RJSFSchema) => number | undefined | null,
): FormData | null {
  const params = new URLSearchParams(search);
  const legacy = new Map([...legacyShortKeys(schema)].map(([short, leaf]) => [leaf.path.join('.'), short]));
  let data = defaults;
  let named = false;
  for (const leaf of leaves(schema)) {
    // The input key wins; an old link's initials are read only when the key is absent.
    const key = queryKey(leaf);
    const legacyKey = legacy.get(key);
    const text = params.get(key) ?? (legacyKey === undefined ? null : params.get(legacyKey));
    if (text === null) continue;
    let value: unknown = null;
    if (leaf.schema.type === 'boolean') value = text === '1' ? true : text === '0' ? false : null;
    else if (choices(leaf.schema).length > 0) value = choices(leaf.schema).find((c) => String(c) === text) ?? null;
    else if (leaf.schema.type === 'integer' || leaf.schema.type === 'number') value = acceptNumber(leaf.path.join('.'), text, leaf.schema);
    if (value === null) continue;
    named ||= !isDefault(value, getAt(defaults, leaf.path));
    data = setAt(data, leaf.path, value);
  }
  return named ? data : null;
}

export const acceptShared = (_path: string, text: string, leaf: RJSFSchema): number | null => {
  const result = acceptInput({ label: '', min: leaf.minimum ?? null, max: leaf.maximum ?? null }, text, 0);
  return result.accepted && !result.empty ? result.value : null;
};

/**
 * The one query of every share link that gives the same result (decision 0044): the fields the page
 * reads from `search`, as it reads them (a refused value left at its default), written as the page
 * writes them: input keys in the form's order, defaults left out, every other parameter dropped.
 * An old link's initials become input keys. Empty when the link shares nothing.
 */
export function canonicalShareQuery(schema: RJSFSchema, search: string, defaults: FormData): string {
  const data = decodeShareQuery(schema, search, defaults, acceptShared);
  return data ? encodeShareQuery(schema, data, defaults) : '';
}
