import { Registry, collectDefaultMetrics } from 'prom-client';

let registry: Registry | null = null;

/**
 * prom-client's process and Node metrics (resident memory, CPU, event-loop lag, GC, heap): one set per
 * process, however many apps it builds (tests build dozens), since their observers cannot be removed.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
