/**
 * Whether the instance wants traffic. Until its database-backed start is done (migrations, seeds, what
 * features hold in memory) it answers health checks only; on SIGTERM it drains: readiness answers 503
 * so the balancer stops sending, replies say `Connection: close` so keep-alive clients reconnect
 * (elsewhere), and requests keep being served until the grace period ends (shutdown.ts).
 */
export interface Lifecycle {
  readonly started: boolean;
  readonly draining: boolean;
  start(): void;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let started = false;
  let draining = false;
  return {
    get started() {
      return started;
    },
    get draining() {
      return draining;
    },
    start() {
      started = true;
    },
    drain() {
      draining = true;
    },
  };
}
