/**
 * Lets background work (the share images' warm-up) yield to visitors between its slices. Decided by
 * the time of the last request rather than a count of requests in flight, which an aborted request
 * could leave wrong and stall the work for good.
 */
export interface QuietGate {
  noteRequest(): void;
  /** Resolves once no request has come in for `quietMs` (at once when none came in that long). */
  whenQuiet(): Promise<void>;
}

export function createQuietGate(quietMs = 50, now: () => number = () => performance.now()): QuietGate {
  let lastRequest = -Infinity;
  const whenQuiet = (): Promise<void> =>
    new Promise((resolve) => {
      const check = () => {
        const left = lastRequest + quietMs - now();
        // setImmediate when quiet already: the caller's next slice still waits for pending I/O.
        if (left <= 0) setImmediate(resolve);
        else setTimeout(check, left);
      };
      check();
    });
  return {
    noteRequest: () => {
      lastRequest = now();
    },
    whenQuiet,
  };
}
