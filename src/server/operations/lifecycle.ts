/**
 * Until its database-backed start is done the instance answers health checks only. On SIGTERM it
 * drains: readiness answers 503 so the balancer stops sending, and replies say `Connection: close` so
 * keep-alive clients reconnect elsewhere (shutdown.ts).
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
