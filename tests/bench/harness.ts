/** One measured figure with its goal; `npm run bench` prints these as a table. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The goal: the value should be at most this. */
  budget?: number;
  /** The goal for scores: the value should be at least this. */
  atLeast?: number;
  /** How the figure was taken, e.g. "median of 9 runs". */
  note?: string;
}

export interface BenchSuite {
  title: string;
  /** Long suites run only when named: `npm run bench -- soak`. */
  onlyWhenNamed?: boolean;
  run: () => Promise<BenchRow[]>;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Runs `fn` `runs` times after `warmup` untimed calls and returns each run's milliseconds. */
export async function timeRuns(fn: () => unknown, runs: number, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}
