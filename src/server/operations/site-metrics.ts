import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import { processMetrics } from './process-metrics';

export interface FeatureCounter<L extends string> {
  inc(labels: Record<L, string>): void;
}

export interface FeatureMetrics {
  /**
   * Registers a counter once; `name` ends in `_total`. The label sets in `initial` are shown at 0 from the
   * start, so a rate over them is defined before the first event.
   */
  counter<L extends string>(spec: {
    name: string;
    help: string;
    labelNames: readonly L[];
    initial?: readonly Record<L, string>[];
  }): FeatureCounter<L>;
}

export type UpstreamOutcome = 'ok' | 'not_found' | 'rate_limited' | 'refused' | 'server_error' | 'timeout' | 'network' | 'bad_reply';

/** The site's metrics: one registry per app; infrastructure reports through these calls, features through `features`. */
export interface SiteMetrics {
  readonly contentType: string;
  render(): Promise<string>;
  request(method: string, route: string, statusCode: number, seconds: number): void;
  /** One run of a job ended: done, requeued, retry, failed, stopped or paused. */
  jobRun(job: string, outcome: string, seconds: number): void;
  riotAttempt(route: string, outcome: UpstreamOutcome): void;
  /** The requests left in a Riot rate-limit bucket (the tightest window), as Riot's count headers last said. */
  riotBudget(scope: string, bucket: string, remaining: number): void;
  cacheLookup(topic: string, hit: boolean): void;
  pageCacheLookup(hit: boolean): void;
  pageCacheEvicted(): void;
  /** The page cache's weight is read from `bytes` at each scrape. */
  watchPageCache(bytes: () => number): void;
  topicBump(topic: string, origin: 'local' | 'remote'): void;
  upstreamFetch(upstream: 'contentful' | 'tweets', outcome: UpstreamOutcome): void;
  /** The database's state (database-health.ts): the availability gauges follow it. */
  databaseState(state: 'available' | 'unavailable' | 'full'): void;
  writeRefused(reason: 'unavailable' | 'full' | 'busy'): void;
  /** Job runs by state are read from the database at each scrape: `names` lists the site's jobs (shown at 0). */
  watchJobs(db: Db, names: () => readonly string[]): void;
  readonly features: FeatureMetrics;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * prom-client hashes a label object on every call (about a microsecond); the per-request metrics see the
 * same few label sets again and again (method × route × status class, topic × result), so each set's
 * child is kept here, found by one string key.
 */
function keptChildren<A extends string[], T>(labels: (...values: A) => T): (...values: A) => T {
  const kept = new Map<string, T>();
  return (...values: A) => {
    const key = values.join('\u0000');
    let child = kept.get(key);
    if (child === undefined) kept.set(key, (child = labels(...values)));
    return child;
  };
}
const JOB_STATES = ['queued', 'running', 'failed'] as const;

export function createSiteMetrics(): SiteMetrics {
  // Process metrics observe from now on, so the first scrape's CPU and event-loop figures cover the whole run.
  processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time of one job run, by job and how the run ended (done, requeued, retry, failed, stopped, paused)',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 1800],
    registers,
  });
  const riot = new Counter({
    name: 'riot_requests_total',
    help: 'HTTP attempts to the Riot API, by route (Riot method name) and outcome',
    labelNames: ['route', 'outcome'] as const,
    registers,
  });
  const budget = new Gauge({
    name: 'riot_rate_limit_remaining',
    help: 'Requests left in a Riot rate-limit bucket (its tightest window), as Riot last counted them',
    labelNames: ['scope', 'bucket'] as const,
    registers,
  });
  const cache = new Counter({
    name: 'read_cache_lookups_total',
    help: 'Read-cache lookups of public GET replies, by topic and result (hit or miss)',
    labelNames: ['topic', 'result'] as const,
    registers,
  });
  const pages = new Counter({
    name: 'page_cache_lookups_total',
    help: 'Rendered-page cache lookups, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers,
  });
  for (const result of ['hit', 'miss']) pages.inc({ result }, 0);
  const bumps = new Counter({
    name: 'cache_topic_bumps_total',
    help: 'Cache topics dropped (their API replies and the rendered pages that read them), by topic and origin (local save or another instance)',
    labelNames: ['topic', 'origin'] as const,
    registers,
  });
  const upstream = new Counter({
    name: 'upstream_fetches_total',
    help: 'Fetches from Contentful and the tweet endpoint, by upstream and outcome',
    labelNames: ['upstream', 'outcome'] as const,
    registers,
  });
  for (const name of ['contentful', 'tweets']) upstream.inc({ upstream: name, outcome: 'ok' }, 0);
  const databaseAvailable = new Gauge({
    name: 'database_available',
    help: 'Whether the database answers: 1 yes, 0 while it cannot be reached (readiness answers 503 then)',
    registers,
  });
  const storageFull = new Gauge({
    name: 'database_storage_full',
    help: 'Whether writes are refused for lack of space or an I/O error (1), until a write is stored again (0)',
    registers,
  });
  const requestTimer = keptChildren((method: string, route: string, status: string) => http.labels(method, route, status));
  const cacheCounter = keptChildren((topic: string, result: string) => cache.labels(topic, result));
  databaseAvailable.set(1);
  storageFull.set(0);
  // Served from the start (0 until the site's pages are registered), so the family is there for every scrape.
  let pageCacheBytes = () => 0;
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes of rendered pages held in memory (every encoding of each), at most PAGE_CACHE_MB',
    registers,
    collect() {
      this.set(pageCacheBytes());
    },
  });
  const pageEvictions = new Counter({
    name: 'page_cache_evictions_total',
    help: 'Rendered pages pushed out of the page cache to make room (least recently used first)',
    registers,
  });
  const refused = new Counter({
    name: 'database_writes_refused_total',
    help: 'Writes answered 503 because of the database, by reason: unavailable, full or busy',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const reason of ['unavailable', 'full', 'busy']) refused.inc({ reason }, 0);

  return {
    contentType: registry.contentType,
    async render() {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    request: (method, route, statusCode, seconds) => requestTimer(method, route, statusClass(statusCode)).observe(seconds),
    jobRun: (job, outcome, seconds) => jobDuration.observe({ job, outcome }, seconds),
    riotAttempt: (route, outcome) => riot.inc({ route, outcome }),
    riotBudget: (scope, bucket, remaining) => budget.set({ scope, bucket }, remaining),
    cacheLookup: (topic, hit) => cacheCounter(topic, hit ? 'hit' : 'miss').inc(),
    pageCacheLookup: (hit) => pages.inc({ result: hit ? 'hit' : 'miss' }),
    pageCacheEvicted: () => pageEvictions.inc(),
    watchPageCache: (bytes) => void (pageCacheBytes = bytes),
    topicBump: (topic, origin) => bumps.inc({ topic, origin }),
    upstreamFetch: (name, outcome) => upstream.inc({ upstream: name, outcome }),
    databaseState(state) {
      databaseAvailable.set(state === 'unavailable' ? 0 : 1);
      storageFull.set(state === 'full' ? 1 : 0);
    },
    writeRefused: (reason) => refused.inc({ reason }),
    watchJobs(db, names) {
      new Gauge({
        name: 'job_runs',
        help: 'Job runs in the database (shared by every instance on it), by job and state',
        labelNames: ['job', 'state'] as const,
        registers,
        async collect() {
          this.reset();
          for (const job of names()) for (const state of JOB_STATES) this.set({ job, state }, 0);
          const rows = await db
            .selectFrom('jobs')
            .select(['name', 'state', (eb) => eb.fn.countAll<number>().as('runs')])
            .where('state', 'in', [...JOB_STATES])
            .groupBy(['name', 'state'])
            .execute()
            // A scrape while the database is away still answers the other metrics.
            .catch(() => []);
          for (const row of rows) this.set({ job: row.name, state: row.state }, row.runs);
        },
      });
    },
    features: {
      counter({ name, help, labelNames, initial = [] }) {
        const counter = new Counter({ name, help, labelNames, registers });
        for (const labels of initial) counter.inc(labels, 0);
        return { inc: (labels) => counter.inc(labels) };
      },
    },
  };
}
