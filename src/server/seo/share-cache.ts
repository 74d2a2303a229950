import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * In memory (bounded by bytes: images weigh 20–120 kB, so a count said little) and on disk, so a
 * restart keeps them. The key is a hash of everything the image shows, so a change of price, name
 * or value is a new key and stale images simply age out.
 */
export interface ShareCache {
  get(key: string): Buffer | null;
  set(key: string, png: Buffer): void;
}

export const cacheKey = (inputs: unknown): string => crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32);

export function createShareCache(dir: string | null, memoryBytes: number, diskItems = 5000): ShareCache {
  const memory = new LRUCache<string, Buffer>({ maxSize: memoryBytes, sizeCalculation: (png) => Math.max(1, png.length) });
  let diskCount: number | null = null;
  const remember = (key: string, png: Buffer) => void memory.set(key, png);
  const fileOf = (key: string) => (dir ? path.join(dir, `${key}.png`) : null);

  const pruneDisk = () => {
    if (!dir) return;
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .map((f) => ({ f, at: fs.statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => a.at - b.at);
    for (const { f } of files.slice(0, Math.max(0, files.length - Math.floor(diskItems * 0.9))))
      fs.rmSync(path.join(dir, f), { force: true });
    diskCount = Math.min(files.length, Math.floor(diskItems * 0.9));
  };

  return {
    get(key) {
      const hit = memory.get(key);
      if (hit) return hit;
      const file = fileOf(key);
      if (!file || !fs.existsSync(file)) return null;
      const png = fs.readFileSync(file);
      remember(key, png);
      return png;
    },
    set(key, png) {
      remember(key, png);
      const file = fileOf(key);
      if (!file || !dir) return;
      try {
        fs.mkdirSync(dir, { recursive: true });
        if (diskCount === null) pruneDisk();
        fs.writeFileSync(file, png);
        diskCount = (diskCount ?? 0) + 1;
        if (diskCount > diskItems) pruneDisk();
      } catch {
        // The disk copy only saves a render after a restart; memory still has it.
      }
    },
  };
}
