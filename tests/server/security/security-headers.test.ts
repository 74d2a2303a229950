import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import os from 'node:os';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import Fastify from 'fastify';
import { inlineScriptHashes } from '../../../src/server/security/content-security-policy';
import { registerSecurityHeaders } from '../../../src/server/security/security-headers';

// The fixture client with the real index.html's kind of inline script (the theme boot) added, big enough to be compressed.
const fixtureClient = fs.mkdtempSync(path.join(os.tmpdir(), 'av-csp-'));
fs.cpSync(path.resolve('tests/fixtures/client'), fixtureClient, { recursive: true });
const template = fs.readFileSync(path.join(fixtureClient, 'index.html'), 'utf8');
const BOOT = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
fs.writeFileSync(
  path.join(fixtureClient, 'index.html'),
  template.replace('</head>', `<script>${BOOT}</script></head>`).replace('</body>', `<p>${'text '.repeat(400)}</p></body>`),
);

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientDir: fixtureClient });
  proxied = await createTestApp({ clientDir: fixtureClient }, { TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  fs.rmSync(fixtureClient, { recursive: true, force: true });
});

const directives = (header: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it("send pages helmet's set: nosniff, a referrer policy, cross-origin isolation, frame refusal and the page CSP", async () => {
    for (const url of ['/', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
      expect(directives(res.headers['content-security-policy'])['default-src']).toEqual(["'self'"]);
    }
  });

  const SECURITY = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
    'strict-transport-security',
  ];
  const securityHeaders = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY.includes(name)));

  it("send JSON replies (answers, refusals, cached reads) a policy allowing nothing, nosniff and a Cache-Control, and nothing else of a page's set", async () => {
    const lean = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-content-type-options': 'nosniff' };
    const banners = await proxied.app.inject({ method: 'GET', url: '/api/banners', headers: { 'x-forwarded-proto': 'https' } });
    expect(securityHeaders(banners.headers)).toEqual(lean);
    expect(banners.headers['cache-control']).toBe('no-cache');
    for (const url of ['/api/health', '/api/no-such-route', '/api/auth/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(securityHeaders(res.headers), url).toEqual(lean);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('send static files nosniff and CORP beside their caching, and no page policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(securityHeaders(res.headers)).toEqual({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('allow exactly our own scripts, the image hosts, the YouTube privacy-enhanced and Vimeo players, nothing else', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']?.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      // Skin and champion art comes from our own origin (/assets/skins/): CommunityDragon is not listed.
      'https://ddragon.leagueoflegends.com',
      'https://images.ctfassets.net',
      'https://pbs.twimg.com',
      'https://abs.twimg.com',
    ]);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('allow each inline script of the served page by its hash, and no other inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.trim());
    expect(inline.length).toBeGreaterThan(0);
    const expected = inline.map((s) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`);
    expect(directives(res.headers['content-security-policy'])['script-src']).toEqual(["'self'", ...expected]);
  });

  it('find inline scripts (not external or JSON data ones) for the hash list', () => {
    const html =
      '<script src="/a.js"></script><script>boot()</script><script type="application/json">{"a":1}</script><script type="module">go()</script>';
    const hash = (s: string) => `sha256-${crypto.createHash('sha256').update(s).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([hash('boot()'), hash('go()')]);
  });

  it("let only blog pages be framed, and only by Contentful's preview", async () => {
    for (const url of ['/blog', '/blog/some-post']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://app.contentful.com']);
    }
    const other = await t.app.inject({ method: 'GET', url: '/blogger' });
    expect(directives(other.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it("allow eval only on the operator's login and dashboard pages (the config editor's validator compiles schemas)", async () => {
    for (const url of ['/dashboard', '/dashboard/skins', '/login']) {
      const csp = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp['script-src']).toContain("'unsafe-eval'");
    }
    for (const url of ['/', '/blog', '/dashboards', '/logins']) {
      const csp = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
    }
  });

  it('send HSTS only over HTTPS (the forwarded protocol counts behind a trusted proxy)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const https = await proxied.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keep the policy on compressed pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const hash = `'sha256-${crypto.createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(directives(res.headers['content-security-policy'])['script-src']).toEqual(["'self'", hash]);
  });

  it("leave a 304's policy out, so the browser keeps the stored page's (a hash-less one would block its scripts)", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { previewFramePaths: [], evalPaths: [] });
    app.get('/page', (request, reply) => {
      reply.header('ETag', '"v1"');
      if (request.headers['if-none-match'] === '"v1"') return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(`<html><script>${BOOT}</script></html>`);
    });
    const first = await app.inject({ method: 'GET', url: '/page' });
    expect(first.headers['content-security-policy']).toContain("'sha256-");
    const again = await app.inject({ method: 'GET', url: '/page', headers: { 'if-none-match': '"v1"' } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });
});
