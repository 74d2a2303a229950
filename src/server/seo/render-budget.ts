export interface RenderBudgetOptions {
  /** Render time an address earns per second, in ms: 500 lets it keep the renderer busy half the time. */
  msPerSecond: number;
  /** The most render time an address can save up, in ms: the burst a new visitor may spend at once. */
  burstMs: number;
  /** The longest a new render may expect to wait behind those queued, in ms, before it is refused. */
  maxQueueMs: number;
}

export const DEFAULT_RENDER_BUDGET: RenderBudgetOptions = { msPerSecond: 500, burstMs: 15_000, maxQueueMs: 10_000 };

/** A render let through: `done` is told how long it took, which is what the address pays. */
export type Admission = { ok: true; done: (ms: number) => void } | { ok: false; retryAfterSeconds: number };

/** The first renders' cost guess, before any was measured (a warm render takes 70–130 ms on two cores). */
const FIRST_ESTIMATE_MS = 150;
/** Addresses kept before the ones that have earned back their whole burst are forgotten. */
const MAX_ADDRESSES = 10_000;

/**
 * Limits share-image renders by what they cost, not by how many there are (decision 0044): each
 * address earns render time at `msPerSecond` up to `burstMs` and pays what a render really took. A
 * crawler fetching two new images a second at 130 ms each is always served; a flood from one address
 * waits. Renders run one at a time, so one that would wait more than `maxQueueMs` is refused.
 */
export function createRenderBudget(options: RenderBudgetOptions, now: () => number) {
  const { msPerSecond, burstMs, maxQueueMs } = options;
  const balances = new Map<string, { ms: number; at: number }>();
  // What a render is expected to cost: a moving average of the measured ones.
  let estimate = FIRST_ESTIMATE_MS;
  // The expected work of the renders let through and not yet finished.
  let queuedMs = 0;

  const balanceOf = (address: string, at: number) => {
    const kept = balances.get(address);
    const balance = kept ? { ms: Math.min(burstMs, kept.ms + ((at - kept.at) * msPerSecond) / 1000), at } : { ms: burstMs, at };
    balances.set(address, balance);
    return balance;
  };

  const forgetRested = (at: number) => {
    if (balances.size <= MAX_ADDRESSES) return;
    for (const [address, kept] of balances) if (kept.ms + ((at - kept.at) * msPerSecond) / 1000 >= burstMs) balances.delete(address);
  };

  return {
    admit(address: string): Admission {
      const at = now();
      forgetRested(at);
      const cost = estimate;
      if (queuedMs + cost > maxQueueMs)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((queuedMs + cost - maxQueueMs) / 1000)) };
      const balance = balanceOf(address, at);
      if (balance.ms < cost) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((cost - balance.ms) / msPerSecond)) };
      // Paid up front, so a burst of parallel requests cannot all pass before the first finishes.
      balance.ms -= cost;
      queuedMs += cost;
      let finished = false;
      return {
        ok: true,
        done(ms) {
          if (finished) return;
          finished = true;
          queuedMs = Math.max(0, queuedMs - cost);
          balanceOf(address, now()).ms -= ms - cost;
          estimate = estimate * 0.8 + ms * 0.2;
        },
      };
    },
  };
}
