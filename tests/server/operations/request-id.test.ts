import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFactory } from '../../../src/server/feature';
import { FEATURES } from '../../../src/server/features';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type Line = Record<string, unknown>;
const lines: Line[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };

/** A feature logging through the context's logger (as features do), once before and once after reading a body. */
const loggingFeature: FeatureFactory = ({ log }) => ({
  name: 'logging-probe',
  routes(api) {
    api.post('/probe', async (request) => {
      log.info({ probe: 'handler' }, 'probe handled');
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.child({ part: 'later' }).warn('probe after a wait');
      return { error: false, response: request.body };
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream }, features: [...FEATURES, loggingFeature] });
});
afterAll(async () => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('give every reply a new id, different each time, when none came in', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/health', '/api/no-such-route', '/no-page', '/metrics']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['x-request-id'])).toMatch(UUID);
      ids.add(String(res.headers['x-request-id']));
    }
    expect(ids.size).toBe(4);
  });

  it("echo a sane incoming X-Request-Id (a proxy's), so one id follows a request across instances", async () => {
    for (const id of ['abc-123', 'f3c1d2e4-0000-4000-8000-000000000001', 'req_42.node-a:7@edge', 'x'.repeat(128)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replace an incoming id that is not a plain token', async () => {
    for (const id of ['', 'has space', 'x'.repeat(129), 'a"b', 'ids,two', '<script>', 'é']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], id).toMatch(UUID);
    }
  });

  it("put the id on every log line of the request, those features log through their context's logger included", async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { a: 1 }, headers: { 'x-request-id': 'trace-me-1' } });
    expect(res.json()).toEqual({ error: false, response: { a: 1 } });
    const ours = lines.filter((line) => line.msg !== undefined && line.msg !== 'request');
    expect(ours.map((line) => line.msg)).toEqual(['probe handled', 'probe after a wait']);
    for (const line of lines) expect(line.reqId, String(line.msg)).toBe('trace-me-1');
    expect(lines.find((line) => line.msg === 'probe after a wait')).toMatchObject({ part: 'later', level: 40 });
  });

  it('keep the lines of two requests running at once apart', async () => {
    lines.length = 0;
    await Promise.all(
      ['one', 'two', 'three'].map((id) =>
        t.app.inject({ method: 'POST', url: '/api/probe', payload: { id }, headers: { 'x-request-id': id } }),
      ),
    );
    const byId = (id: string) => lines.filter((line) => line.reqId === id).map((line) => line.msg);
    for (const id of ['one', 'two', 'three']) expect(byId(id)).toEqual(expect.arrayContaining(['probe handled', 'probe after a wait']));
    expect(lines.every((line) => ['one', 'two', 'three'].includes(String(line.reqId)))).toBe(true);
  });

  it('log outside any request without an id', () => {
    lines.length = 0;
    t.app.log.info('between requests');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.reqId).toBeUndefined();
  });
});
