import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { loggedUrl } from '../../../src/server/operations/access-log';

type Line = Record<string, unknown>;
const lines: Line[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
const requestLines = () => lines.filter((line) => line.msg === 'request');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(async () => t?.close());

describe('the access log', () => {
  it('writes one line per request, with its id, route pattern, status, duration and size', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/calculator', headers: { 'x-request-id': 'one-line-1' } });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      reqId: 'one-line-1',
      method: 'GET',
      route: '/api/calculator',
      url: '/api/calculator',
      status: 200,
      level: 30,
    });
    expect(lines[0]!.ms).toEqual(expect.any(Number));
    expect(lines[0]!.bytes).toBe(Number(res.headers['content-length']));
  });

  it('keeps only the names of query parameters, never their values', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/skins?search=Held%20Out%23EUW&key=secret-value&search=again' });
    expect(requestLines()).toHaveLength(1);
    expect(requestLines()[0]!.url).toBe('/api/skins?search=…&key=…');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    expect(loggedUrl('/login?')).toBe('/login');
  });

  it('leaves health and metrics probes out at info', async () => {
    lines.length = 0;
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready', '/metrics']) await t.app.inject({ method: 'GET', url });
    expect(lines).toEqual([]);
  });

  it('says an intended refusal once when it starts, without a stack, and names its code on each request line', async () => {
    lines.length = 0;
    const body = { gameName: 'Held Out', tagLine: 'EUW7', region: 'euw1' };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/fetch', payload: body });
      expect(res.statusCode).toBe(503);
    }
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'LOOKUPS_UNAVAILABLE', route: 'POST /api/fetch' });
    expect(warnings[0]).not.toHaveProperty('err');
    expect(requestLines().map((line) => line.code)).toEqual(['LOOKUPS_UNAVAILABLE', 'LOOKUPS_UNAVAILABLE', 'LOOKUPS_UNAVAILABLE']);
  });
});
