import type { WarmOutcome } from './skin-images';

export type WarmCounts = Record<WarmOutcome, number>;
export const NO_WARM_COUNTS: WarmCounts = { stored: 0, present: 0, missing: 0, failed: 0 };

export interface WarmOptions {
  names: readonly string[];
  warm: (name: string) => Promise<WarmOutcome>;
  concurrency: number;
  /** This many failures in a row (not 404s: timeouts, 5xx, refused connections) means the host is down: stop. */
  giveUpAfter: number;
  signal: AbortSignal;
  /** Called after each image, in completion order. */
  onImage?: (outcome: WarmOutcome, done: number) => Promise<void> | void;
}

export interface WarmResult {
  counts: WarmCounts;
  /** How many names of the list were handled (all unless stopped). */
  done: number;
  stopped: 'no' | 'aborted' | 'host-failing';
}

export async function warmImages({ names, warm, concurrency, giveUpAfter, signal, onImage }: WarmOptions): Promise<WarmResult> {
  const counts = { ...NO_WARM_COUNTS };
  let next = 0;
  let done = 0;
  let failuresInARow = 0;
  let stopped: WarmResult['stopped'] = 'no';
  const worker = async () => {
    while (next < names.length && stopped === 'no') {
      if (signal.aborted) {
        stopped = 'aborted';
        break;
      }
      const outcome = await warm(names[next++]!);
      counts[outcome]++;
      done++;
      failuresInARow = outcome === 'failed' ? failuresInARow + 1 : 0;
      if (failuresInARow >= giveUpAfter && stopped === 'no') stopped = 'host-failing';
      await onImage?.(outcome, done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { counts, done, stopped };
}
