import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/server/upstream/http/http-client';
import { createMemoryBucketStore } from '../../../src/server/upstream/http/bucket-store';
import { createRateLimiter } from '../../../src/server/upstream/http/rate-limiter';
import { UpstreamError } from '../../../src/server/upstream/http/errors';
import { fakeClock } from '../../helpers/fake-clock';

type Reply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number };
let script: Reply[] = [];
let hits = 0;
let seenHeaders: http.IncomingHttpHeaders = {};
const server = http.createServer((req, res) => {
  hits++;
  seenHeaders = req.headers;
  const reply = script.shift() ?? { status: 200, body: '{"ok":true}' };
  setTimeout(() => {
    res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
    res.end(reply.body ?? '');
  }, reply.delayMs ?? 0);
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const isOk = (body: unknown) => {
  if (typeof body !== 'object' || body === null || (body as { ok?: unknown }).ok !== true) throw new Error('missing ok');
  return body as { ok: true };
};

function client(extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const clock = fakeClock();
  return {
    clock,
    http: createHttpClient({
      upstream: 'Test API',
      clock,
      timeoutMs: 300,
      retries: 2,
      backoffMs: 100,
      headers: { 'X-Key': 'k' },
      ...extra,
    }),
  };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('http client', () => {
  it('returns the checked body and sends the configured headers', async () => {
    script = [{ status: 200, body: '{"ok":true}' }];
    expect(await client().http.getJson({ url: `${base}/x`, parse: isOk })).toEqual({ ok: true });
    expect(seenHeaders['x-key']).toBe('k');
  });

  it('answers null for 404 (not found is not an empty result)', async () => {
    script = [{ status: 404, body: '{"status":{"message":"Data not found","status_code":404}}' }];
    expect(await client().http.getJson({ url: `${base}/x`, parse: isOk })).toBeNull();
  });

  it('retries 5xx with growing backoff, then succeeds', async () => {
    script = [{ status: 503 }, { status: 500 }, { status: 200, body: '{"ok":true}' }];
    hits = 0;
    const { clock, http: c } = client();
    expect(await c.getJson({ url: `${base}/x`, parse: isOk })).toEqual({ ok: true });
    expect(hits).toBe(3);
    expect(clock.slept[1]!).toBeGreaterThan(clock.slept[0]!);
  });

  it('gives up after the retries with an "unavailable" error', async () => {
    script = [{ status: 503 }, { status: 503 }, { status: 503 }];
    const error = await failure(client().http.getJson({ url: `${base}/x`, parse: isOk }));
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(503);
  });

  it('aborts a slow reply after the timeout and retries it', async () => {
    script = [
      { status: 200, body: '{"ok":true}', delayMs: 1000 },
      { status: 200, body: '{"ok":true}' },
    ];
    expect(await client().http.getJson({ url: `${base}/x`, parse: isOk })).toEqual({ ok: true });
  });

  it('refuses a body that is not JSON or has the wrong shape, without retrying', async () => {
    script = [{ status: 200, body: '<html>' }];
    expect((await failure(client().http.getJson({ url: `${base}/x`, parse: isOk }))).kind).toBe('bad-reply');
    script = [{ status: 200, body: '"a string"' }];
    hits = 0;
    expect((await failure(client().http.getJson({ url: `${base}/x`, parse: isOk }))).kind).toBe('bad-reply');
    expect(hits).toBe(1);
  });

  it('reports 401/403 as refused (e.g. an expired key)', async () => {
    script = [{ status: 403, body: '{"status":{"message":"Forbidden","status_code":403}}' }];
    const error = await failure(client().http.getJson({ url: `${base}/x`, parse: isOk }));
    expect(error.kind).toBe('refused');
  });

  it('after a 429 waits what the upstream asked before trying again', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: createMemoryBucketStore(), clock, namespace: 't' });
    const c = createHttpClient({ upstream: 'Test API', clock, limiter });
    const limits = { 'X-App-Rate-Limit': '100:1', 'X-Method-Rate-Limit': '100:1' };
    script = [
      { status: 200, body: '{"ok":true}', headers: limits },
      { status: 429, headers: { ...limits, 'Retry-After': '4', 'X-Rate-Limit-Type': 'application' } },
      { status: 200, body: '{"ok":true}', headers: limits },
    ];
    const key = { scope: 's', method: 'm' };
    await c.getJson({ url: `${base}/x`, parse: isOk, limit: key });
    const t0 = clock.now();
    expect(await c.getJson({ url: `${base}/x`, parse: isOk, limit: key })).toEqual({ ok: true });
    expect(clock.now() - t0).toBeGreaterThanOrEqual(4000);
  });

  it('counts a request from its reply, so a slow one holds its window slot until the upstream frees it', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter({ store: createMemoryBucketStore(), clock, namespace: 't' });
    const sentAt: number[] = [];
    // Each request takes 300 ms between leaving and its reply (a busy machine, a slow network).
    const slowFetch: typeof fetch = async (input, init) => {
      sentAt.push(clock.now());
      await clock.sleep(300);
      return fetch(input, init);
    };
    const c = createHttpClient({ upstream: 'Test API', clock, limiter, fetchImpl: slowFetch });
    const limits = { 'X-App-Rate-Limit': '1:1', 'X-Method-Rate-Limit': '100:1' };
    script = [
      { status: 200, body: '{"ok":true}', headers: limits },
      { status: 200, body: '{"ok":true}', headers: limits },
    ];
    const key = { scope: 's', method: 'm' };
    await c.getJson({ url: `${base}/x`, parse: isOk, limit: key });
    await c.getJson({ url: `${base}/x`, parse: isOk, limit: key });
    // The upstream may have counted the first as late as its reply (300 ms after sending):
    // the second leaves a whole window (plus the margin) after that, not after the first left.
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(300 + 1000 + 100);
  });

  it('stops after repeated 429s with a "rate-limited" error', async () => {
    script = Array.from({ length: 5 }, () => ({ status: 429 }));
    const error = await failure(client({ rateLimitRetries: 2 }).http.getJson({ url: `${base}/x`, parse: isOk }));
    expect(error.kind).toBe('rate-limited');
  });

  describe('bytes (images)', () => {
    const bytes = (maxBytes: number) => client().http.getBytes({ url: `${base}/image.png`, accept: 'image/*', maxBytes });

    it('returns the body as bytes and asks for the given type', async () => {
      script = [{ status: 200, body: 'PNG-BYTES' }];
      expect((await bytes(100))?.toString()).toBe('PNG-BYTES');
      expect(seenHeaders.accept).toBe('image/*');
      script = [{ status: 404 }];
      expect(await bytes(100)).toBeNull();
    });

    it('refuses a body over the limit, whether its length is declared or streamed', async () => {
      script = [{ status: 200, body: 'x'.repeat(101) }];
      const declared = await failure(bytes(100));
      expect(declared.kind).toBe('bad-reply');
      expect(declared.message).toContain('larger than 100 bytes');
      script = [{ status: 200, body: 'x'.repeat(5000), headers: { 'Transfer-Encoding': 'chunked' } }];
      expect((await failure(bytes(4999))).message).toContain('larger than 4999 bytes');
      script = [{ status: 200, body: 'x'.repeat(100) }];
      expect((await bytes(100))?.length).toBe(100);
    });
  });
});
