import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Goal of issue 23: a JSON reply and a static file travel with at most 600 bytes of headers (they carried ~1 kB).
const GOAL = 600;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ clientDir: path.resolve('tests/fixtures/client') });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** The bytes of a reply's status line and headers as they came off the socket (what a browser counts as header size). */
function headerBytes(url: string, headers: Record<string, string> = {}): Promise<{ bytes: number; status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br', connection: 'keep-alive', ...headers } }, (res) => {
      const lines = [`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}`];
      for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
      const head = `${lines.join('\r\n')}\r\n\r\n`;
      res.resume();
      res.on('end', () => resolve({ bytes: Buffer.byteLength(head), status: res.statusCode ?? 0, head }));
    });
    request.on('error', reject);
  });
}

describe('header sizes', () => {
  it(`keep a JSON reply's headers within ${GOAL} bytes: a cached read, a handler's answer and a refusal`, async () => {
    for (const url of ['/api/calculator', '/api/health', '/api/no-such-route', '/api/skins/1']) {
      const { bytes, head } = await headerBytes(`${base}${url}`, { 'x-request-id': crypto.randomUUID() });
      expect(bytes, `${url}\n${head}`).toBeLessThanOrEqual(GOAL);
    }
  });

  it(`keep a static file's headers within ${GOAL} bytes`, async () => {
    const { bytes, status, head } = await headerBytes(`${base}/assets/app-abc123.js`);
    expect(status).toBe(200);
    expect(bytes, head).toBeLessThanOrEqual(GOAL);
  });

  it("leave a page its full set (so its size is the page's business, not the goal's)", async () => {
    const { head } = await headerBytes(`${base}/`);
    for (const name of ['content-security-policy', 'referrer-policy', 'cross-origin-opener-policy', 'x-frame-options'])
      expect(head.toLowerCase()).toContain(`${name}:`);
  });
});
