/**
 * What a schema compiler made, by the schema's text: many routes share a schema (ids, pages), and an
 * app built again in the same process (tests, a restart after a database fault) compiles nothing
 * twice. Ajv's and fast-json-stringify's own caches are keyed by object, which each route's schema is anew.
 */
export function compiledOnce<T>(): (key: string, compile: () => T) => T {
  const made = new Map<string, T>();
  return (key, compile) => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = compile()));
    return value;
  };
}
