/**
 * Recently served images up to a byte budget (least recently used go first), so a popular tile is
 * read from the database once. Never stale, since a name's bytes never change.
 */
export class ByteCache<V extends { bytes: Buffer }> {
  private readonly entries = new Map<string, V>();
  private size = 0;

  constructor(private readonly budget: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (value.bytes.length > this.budget / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.size -= old.bytes.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += value.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.budget) break;
      this.entries.delete(oldest);
      this.size -= entry.bytes.length;
    }
  }

  get bytes(): number {
    return this.size;
  }
}
