/**
 * How many share images one address may have rendered per minute (cache hits do not count): a
 * crawler walking every result link cannot keep the renderer busy. A fixed window per address;
 * addresses idle for a window are forgotten.
 */
export function createMissLimiter(perMinute: number, now = () => Date.now()) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(address: string): boolean {
      const at = now();
      if (windows.size > 10_000) for (const [key, w] of windows) if (at - w.start >= 60_000) windows.delete(key);
      const current = windows.get(address);
      if (!current || at - current.start >= 60_000) {
        windows.set(address, { start: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= perMinute;
    },
  };
}
