import { systemClock, type Clock } from './clock';
import { UpstreamError } from './errors';
import type { UpstreamOutcome } from '../../operations/site-metrics';
import { retryAfterMs, type Budget, type LimitKey, type RateLimiter } from './rate-limiter';

export interface HttpClientOptions {
  /** Shown in errors and logs, e.g. "Riot API". */
  upstream: string;
  /** Sent with every request (keys, user agent). */
  headers?: Record<string, string>;
  /** Per attempt; an attempt that takes longer is aborted and counts as a failure. */
  timeoutMs?: number;
  /** Extra attempts after a network failure, timeout or 5xx. */
  retries?: number;
  /** First backoff; doubled on each retry, with up to 25 % jitter. */
  backoffMs?: number;
  /** Extra attempts after a 429 (each waits what the limiter was told). */
  rateLimitRetries?: number;
  limiter?: RateLimiter;
  clock?: Clock;
  fetchImpl?: typeof fetch;
  /** Called once per HTTP attempt with its outcome, for logs and request counting. */
  onAttempt?: (event: AttemptEvent) => void;
}

/** One HTTP attempt: its status, or how it failed without one; `limit` names the request's buckets (its route). */
export interface AttemptEvent {
  url: string;
  status: number | 'network' | 'timeout';
  ms: number;
  limit?: LimitKey;
}

/** An attempt's outcome as /metrics groups them. */
export function attemptOutcome(status: AttemptEvent['status']): UpstreamOutcome {
  if (typeof status !== 'number') return status;
  if (status < 400) return 'ok';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return status >= 500 ? 'server_error' : 'refused';
}

export interface JsonRequest<T> {
  url: string;
  /** The rate-limit buckets this call draws from; omitted for upstreams without limits. */
  limit?: LimitKey;
  /** How much of those buckets the call may use (background work); the whole budget by default. */
  budget?: Budget;
  /** Checks the parsed body and returns it typed; throws (any error) when it is not the expected shape. */
  parse: (body: unknown) => T;
}

export type TextRequest<T> = Omit<JsonRequest<T>, 'parse'> & { parse: (text: string) => T };

/** A binary resource (an image): the body as bytes, refused when it is larger than `maxBytes`. */
export interface BytesRequest {
  url: string;
  limit?: LimitKey;
  /** Sent as Accept, e.g. `image/*`. */
  accept: string;
  maxBytes: number;
}

export interface HttpClient {
  /** GETs JSON. Resolves to the checked body, or null for 404; anything else is an UpstreamError. */
  getJson<T>(request: JsonRequest<T>): Promise<T | null>;
  /** GETs text, with the same retries and errors as getJson. */
  getText<T>(request: TextRequest<T>): Promise<T | null>;
  /** GETs bytes, with the same retries and errors; a body over `maxBytes` is a `bad-reply`. */
  getBytes(request: BytesRequest): Promise<Buffer | null>;
}

type BodyKind = { as: 'json' } | { as: 'text' } | { as: 'bytes'; accept: string; maxBytes: number };

type Attempt = { kind: 'reply'; res: Response } | { kind: 'failed'; reason: 'network' | 'timeout' };

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const clock = options.clock ?? systemClock;
  const doFetch = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const rateLimitRetries = options.rateLimitRetries ?? 3;
  const error = (kind: UpstreamError['kind'], message: string, status?: number) =>
    new UpstreamError(options.upstream, kind, message, status);

  async function attempt(url: string, accept: string, limit: LimitKey | undefined): Promise<Attempt> {
    const started = clock.now();
    try {
      const res = await doFetch(url, {
        headers: { Accept: accept, ...options.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      options.onAttempt?.({ url, status: res.status, ms: clock.now() - started, limit });
      return { kind: 'reply', res };
    } catch (cause) {
      const reason = (cause as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      options.onAttempt?.({ url, status: reason, ms: clock.now() - started, limit });
      return { kind: 'failed', reason };
    }
  }

  const backoff = (n: number) => backoffMs * 2 ** n * (1 + Math.random() * 0.25);

  /** Reads at most `maxBytes`, stopping (and cancelling the rest) as soon as the body is known to be larger. */
  async function readBytes(res: Response, maxBytes: number): Promise<Buffer> {
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    const tooLarge = () => error('bad-reply', `the reply (${res.status}) is larger than ${maxBytes} bytes`, res.status);
    if (declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = res.body?.getReader();
    if (!reader) return Buffer.alloc(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks, size);
  }

  async function readBody<T>(res: Response, parse: (body: unknown) => T, kind: BodyKind): Promise<T> {
    let body: unknown;
    try {
      body = kind.as === 'json' ? await res.json() : kind.as === 'text' ? await res.text() : await readBytes(res, kind.maxBytes);
    } catch (cause) {
      if (cause instanceof UpstreamError) throw cause;
      const what = kind.as === 'json' ? 'JSON' : kind.as === 'text' ? 'complete text' : 'complete';
      throw error('bad-reply', `the reply (${res.status}) was not ${what}`, res.status);
    }
    try {
      return parse(body);
    } catch (cause) {
      throw error('bad-reply', `the reply (${res.status}) had an unexpected shape: ${(cause as Error).message}`, res.status);
    }
  }

  const client = {
    async getJson<T>({ url, limit, budget, parse }: JsonRequest<T>, kind: BodyKind = { as: 'json' }): Promise<T | null> {
      let failures = 0;
      let limited = 0;
      const accept = kind.as === 'bytes' ? kind.accept : 'application/json';
      for (;;) {
        const limiter = limit && options.limiter;
        const permit = limiter ? await limiter.acquire(limit, budget) : null;
        const result = await attempt(url, accept, limit); // never throws: a failure is a result
        // Answered or failed, the upstream has counted it by now: its permit counts from here (decision 0016).
        if (limiter && permit) await limiter.settle(permit);
        if (result.kind === 'failed') {
          if (failures >= retries)
            throw error('unavailable', result.reason === 'timeout' ? `no reply within ${timeoutMs} ms` : 'could not be reached');
          await clock.sleep(backoff(failures++));
          continue;
        }
        const { res } = result;
        if (limit && options.limiter) await options.limiter.observe(limit, res.status, res.headers);
        if (res.ok) return readBody(res, parse, kind);
        await res.body?.cancel().catch(() => undefined);
        if (res.status === 404) return null;
        if (res.status === 429) {
          if (limited >= rateLimitRetries) throw error('rate-limited', 'too many requests; try again later', 429);
          limited++;
          // Without a limiter the wait is ours to keep; with one, acquire() waits on the blocked bucket.
          if (!(limit && options.limiter)) await clock.sleep(retryAfterMs(res.headers.get('retry-after'), clock.now()) ?? backoff(limited));
          continue;
        }
        if (res.status >= 500) {
          if (failures >= retries) throw error('unavailable', `answered ${res.status}`, res.status);
          await clock.sleep(backoff(failures++));
          continue;
        }
        throw error('refused', `refused the request (${res.status})`, res.status);
      }
    },
    getText: <T>(request: TextRequest<T>) =>
      client.getJson<T>({ ...request, parse: (body) => request.parse(body as string) }, { as: 'text' }),
    getBytes: ({ url, limit, accept, maxBytes }: BytesRequest) =>
      client.getJson<Buffer>({ url, limit, parse: (body) => body as Buffer }, { as: 'bytes', accept, maxBytes }),
  };
  return client;
}
