import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { encodeReply, type EncodedReply } from './encoded-reply';
import { sendEncoded } from './send-encoded';
import { bumpVersion, readVersions } from './version-table';
import { databaseFault } from '../db/database-fault';

export interface ReadCacheOptions {
  db: Db;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** How often the versions table is read; other instances' saves show within about this long. */
  pollMs?: number;
  /** Most replies kept per topic (keys include the query string, so they are bounded). */
  maxEntriesPerTopic?: number;
  /** Told of every lookup (the hit rate per topic in /metrics). */
  onLookup?: (topic: string, hit: boolean) => void;
  /** Told of every topic dropped: by an invalidation here, or by another instance's bump seen in the poll. */
  onDrop?: (topic: string, origin: 'local' | 'remote') => void;
}

/** The topics a piece of work read through the cache, each with its generation when read. */
export type TopicsRead = Map<string, number>;

const reading = new AsyncLocalStorage<TopicsRead>();

/**
 * Runs `work` noting every topic whose cached replies it is served (requests it makes with `app.inject`
 * included): a rendered page keeps this list and is dropped when one of these topics is (page-cache.ts).
 */
export function recordTopicsRead<T>(work: () => Promise<T>): Promise<{ result: T; topics: TopicsRead }> {
  const topics: TopicsRead = new Map();
  return reading.run(topics, async () => ({ result: await work(), topics }));
}

export interface CachedRoute<T> {
  topic: string;
  /** The reply's `response`, read from the database; runs once per change, not per request. */
  load: (request: FastifyRequest) => Promise<T>;
  /** Which replies differ; the URL path and query by default. */
  key?: (request: FastifyRequest) => string;
  /**
   * For content that changes where no save of ours sees it (the blog's CMS): the topic is dropped this
   * long after its first reply was kept, so the rendered pages built on it follow too.
   */
  maxAgeMs?: number;
  /** For a revisioned resource: the revision a reply is, put first in its ETags (see encodeBody). */
  revisionOf?: (response: T) => number;
}

export interface ReadCache {
  /** A GET handler serving `{error: false, response: load()}` from memory, pre-compressed, with ETag and 304. */
  handler<T>(route: CachedRoute<T>): (request: FastifyRequest, reply: FastifyReply) => Promise<void> | undefined;
  /**
   * Call after the save commits; other instances drop the topic within `pollMs`. Never throws: the save
   * is done, so a bump the database refuses is made by the next poll, not turned into an error reply.
   */
  invalidate(topic: string): Promise<void>;
  /** A number that moves whenever the topic is dropped: what derived caches (rendered pages) compare against. */
  generation(topic: string): number;
  /** The first poll sets the baseline. */
  start(): Promise<void>;
  stop(): void;
}

interface Topic {
  /** Bumped by every invalidation: a load that began under an older generation is not kept. */
  generation: number;
  /** A reply being loaded, then the reply itself: a hit takes no promise. */
  entries: Map<string, Promise<EncodedReply> | EncodedReply>;
  /** When a maxAgeMs topic is dropped next; null while it holds nothing. */
  expiresAt: number | null;
  /**
   * The replies held when the topic was last dropped, by key: served instead of a 503 when their
   * reload fails because the database is down (stale-if-error, RFC 5861), and forgotten once a
   * reload succeeds. An outage right after a save then still answers the last reply this instance had.
   */
  stale: Map<string, EncodedReply>;
}

/**
 * The in-memory cache of public GET replies (README.md beside this file says how to use it).
 * A miss loads once however many requests wait for it; the reply is serialized and compressed once.
 */
export function createReadCache({ db, log, pollMs = 500, maxEntriesPerTopic = 200, onLookup, onDrop }: ReadCacheOptions): ReadCache {
  const topics = new Map<string, Topic>();
  let seen: Map<string, number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let polling = false;
  const unbumped = new Set<string>();

  const topicOf = (name: string): Topic => {
    let topic = topics.get(name);
    if (!topic) topics.set(name, (topic = { generation: 0, entries: new Map(), expiresAt: null, stale: new Map() }));
    return topic;
  };
  const drop = (name: string, origin: 'local' | 'remote') => {
    const topic = topicOf(name);
    onDrop?.(name, origin);
    topic.generation++;
    for (const [key, entry] of topic.entries) if (!(entry instanceof Promise)) topic.stale.set(key, entry);
    while (topic.stale.size > maxEntriesPerTopic) topic.stale.delete(topic.stale.keys().next().value!);
    topic.entries.clear();
    topic.expiresAt = null;
  };
  const dropExpired = (now: number) => {
    for (const [name, topic] of topics) if (topic.expiresAt !== null && now >= topic.expiresAt) drop(name, 'local');
  };

  function cached<T>(route: CachedRoute<T>, key: string, request: FastifyRequest): Promise<EncodedReply> | EncodedReply {
    const now = Date.now();
    dropExpired(now);
    const topic = topicOf(route.topic);
    if (route.maxAgeMs !== undefined) topic.expiresAt ??= now + route.maxAgeMs;
    const hit = topic.entries.get(key);
    onLookup?.(route.topic, hit !== undefined);
    // The earliest generation counts: a page that read a topic twice is as old as its first read.
    const read = reading.getStore();
    if (read && !read.has(route.topic)) read.set(route.topic, topic.generation);
    if (hit) return hit;
    const generation = topic.generation;
    const pending = route.load(request).then(
      (response) => (topic.stale.delete(key), encodeReply({ error: false, response }, route.revisionOf?.(response))),
      (error: unknown) => {
        const stale = databaseFault(error) ? topic.stale.get(key) : undefined;
        if (stale) return stale;
        throw error;
      },
    );
    if (topic.entries.size >= maxEntriesPerTopic) topic.entries.delete(topic.entries.keys().next().value!);
    topic.entries.set(key, pending);
    // A loaded reply replaces its promise; a failed load, a stale copy or one overtaken by an invalidation is not kept.
    pending.then(
      (encoded) => {
        if (topic.entries.get(key) !== pending) return;
        if (generation !== topic.generation || topic.stale.get(key) === encoded) return void topic.entries.delete(key);
        topic.entries.set(key, encoded);
      },
      () => topic.entries.get(key) === pending && topic.entries.delete(key),
    );
    return pending;
  }

  async function bump(topic: string): Promise<void> {
    await bumpVersion(db, topic);
    unbumped.delete(topic);
    // Our own bump is not news to us.
    seen?.set(topic, (seen.get(topic) ?? 0) + 1);
  }

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    dropExpired(Date.now());
    try {
      for (const topic of unbumped) await bump(topic);
      const versions = await readVersions(db);
      if (seen) for (const [name, version] of versions) if (seen.get(name) !== version) drop(name, 'remote');
      seen = versions;
    } catch (error) {
      // Unreadable only while the database is down, when nobody can save either: keep serving what we
      // hold (decision 0035). The database's health logs the outage once; anything else gets a line here.
      if (!databaseFault(error)) log?.warn({ err: error }, 'read cache: versions unreadable, serving what is held');
    } finally {
      polling = false;
    }
  }

  return {
    handler<T>(route: CachedRoute<T>) {
      const keyOf = route.key ?? ((request: FastifyRequest) => request.url);
      const send = (request: FastifyRequest, reply: FastifyReply, encoded: EncodedReply) =>
        void sendEncoded(request, reply, encoded, 'application/json; charset=utf-8');
      return (request, reply) => {
        const held = cached(route, keyOf(request), request);
        // Most requests find the reply itself and send it at once, with no promise on their way.
        if (!(held instanceof Promise)) return send(request, reply, held);
        return held.then((encoded) => send(request, reply, encoded));
      };
    },
    async invalidate(topic) {
      drop(topic, 'local');
      unbumped.add(topic);
      await bump(topic).catch((error: unknown) => {
        if (!databaseFault(error)) log?.warn({ err: error, topic }, 'read cache: version bump failed, retried by the next poll');
      });
    },
    generation: (name) => topics.get(name)?.generation ?? 0,
    async start() {
      await poll();
      timer ??= setInterval(() => void poll(), pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
