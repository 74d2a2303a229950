import { useSyncExternalStore } from 'react';

/** Relative times ('3 minutes ago') move on this often while shown. */
const STEP_MS = 30_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), STEP_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

// Whole steps, so React sees the same value until a step has passed.
const snapshot = () => Math.floor(Date.now() / STEP_MS) * STEP_MS;

/** The time now, to within 30 s, re-rendering as it moves; 0 in the server's render (relative times are the browser's). */
export const useNow = (): number => useSyncExternalStore(subscribe, snapshot, () => 0);
