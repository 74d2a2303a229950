import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { rawRequest } from './raw-request';

// The built client in <tmp>/client, with secrets beside it: in the parent folder, and in a sibling whose
// name starts like the client's (the classic prefix-check bug: "/srv/client-secret" starts with "/srv/client").
const SECRET = `secret-${Math.random().toString(36).slice(2)}`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'av-traversal-'));
const clientDir = path.join(root, 'client');
fs.cpSync(path.resolve('tests/fixtures/client'), clientDir, { recursive: true });
fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
fs.mkdirSync(path.join(root, 'client-secret'));
fs.writeFileSync(path.join(root, 'client-secret', 'secret.txt'), SECRET);
fs.writeFileSync(path.join(root, 'client', 'assets', 'app.js'), 'console.log("ok")');

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ clientDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const KNOWN = [
  '/../secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/assets/../../secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '/%252e%252e/secret.txt',
  '/..%5csecret.txt',
  '/assets\\..\\..\\secret.txt',
  '/.%2e/secret.txt',
  '//secret.txt',
  '/../client-secret/secret.txt',
  '/%2e%2e/client-secret/secret.txt',
  '/assets/../../client-secret/secret.txt',
  `/${encodeURIComponent(path.join(root, 'secret.txt'))}`,
  '/%c0%ae%c0%ae/secret.txt',
  '/assets/%00/../../secret.txt',
];

const up = fc.constantFrom('..', '%2e%2e', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '..%00', '...', '.');
const sep = fc.constantFrom('/', '%2f', '%2F', '%5c', '\\', '%252f', '//');
const target = fc.constantFrom('secret.txt', 'client-secret/secret.txt', 'client-secret%2fsecret.txt');
const traversal = fc
  .tuple(fc.constantFrom('/', '/assets/', '/index.html/'), fc.array(fc.tuple(up, sep), { minLength: 1, maxLength: 5 }), target)
  .map(([start, steps, file]) => `${start}${steps.map(([u, s]) => `${u}${s}`).join('')}${file}`);

async function expectNothingOutside(requestPath: string): Promise<void> {
  const reply = await rawRequest(port, { method: 'GET', path: requestPath });
  expect('dropped' in reply ? reply.dropped : null, requestPath).toBeNull();
  if ('dropped' in reply) return;
  expect(reply.status, requestPath).toBeLessThan(500);
  expect(reply.body, requestPath).not.toContain(SECRET);
}

describe('static files', () => {
  it('serve the client itself', async () => {
    const reply = await rawRequest(port, { method: 'GET', path: '/assets/app.js' });
    expect('status' in reply && reply.status).toBe(200);
    expect('body' in reply && reply.body).toContain('console.log');
  });

  it.each(KNOWN)('never serve a file outside the built client: %s', async (requestPath) => {
    await expectNothingOutside(requestPath);
  });

  it('never serve a file outside the built client, for generated traversals', async () => {
    await fc.assert(fc.asyncProperty(traversal, expectNothingOutside), { numRuns: 150 });
  }, 60_000);
});
