/**
 * A short, stable name for a list of ids, to key the cached replies of one collection: the count
 * and an FNV-1a hash of the ids in order (a collection's ids come out of the browser's store in
 * ascending order, so the same collection always gives the same key).
 */
export function collectionKey(ids: readonly number[]): string {
  let hash = 0x811c9dc5;
  for (const id of ids) {
    for (const c of String(id)) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193);
    hash = Math.imul(hash ^ 44, 0x01000193);
  }
  return `${ids.length}-${(hash >>> 0).toString(36)}`;
}
