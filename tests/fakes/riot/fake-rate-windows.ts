/**
 * Riot-style fixed windows: a window opens with its first request and its count resets when it
 * ends. Used by the fake to send real limit headers and refuse what goes over them.
 */
export class FakeWindows {
  private readonly windows: { count: number; seconds: number; used: number; resetAt: number }[];

  constructor(readonly spec: string) {
    this.windows = spec.split(',').map((pair) => {
      const [count, seconds] = pair.split(':').map(Number);
      return { count: count!, seconds: seconds!, used: 0, resetAt: 0 };
    });
  }

  /** Counts one request; returns the seconds to wait when it goes over a window (then it is not counted). */
  take(now: number): number | null {
    for (const w of this.windows)
      if (now >= w.resetAt) {
        w.used = 0;
        w.resetAt = now + w.seconds * 1000;
      }
    const over = this.windows.filter((w) => w.used >= w.count);
    if (over.length) return Math.max(...over.map((w) => Math.ceil((w.resetAt - now) / 1000)));
    for (const w of this.windows) w.used++;
    return null;
  }

  /** The `-Count` header: `used:seconds` pairs. */
  counts(): string {
    return this.windows.map((w) => `${w.used}:${w.seconds}`).join(',');
  }
}
