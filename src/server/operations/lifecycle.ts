/**
 * Whether the instance still wants traffic. On SIGTERM it drains: readiness answers 503 so the balancer
 * stops sending, replies say `Connection: close` so keep-alive clients reconnect (elsewhere), and
 * requests keep being served until the grace period ends (shutdown.ts).
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
