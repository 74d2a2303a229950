import { Registry, collectDefaultMetrics } from 'prom-client';

let registry: Registry | null = null;

/** One set per process, however many apps it builds (tests build dozens): their observers cannot be removed. */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
