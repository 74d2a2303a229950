import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../build/vite/precompress';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const client = fs.mkdtempSync(path.join(os.tmpdir(), 'av-precompressed-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
let t: TestApp;
beforeAll(async () => {
  fs.cpSync(path.resolve('tests/fixtures/client'), client, { recursive: true });
  fs.writeFileSync(path.join(client, 'assets', 'big-abc123.js'), script);
  // What `vite build` runs at its end: the plugin's hooks, on a build folder.
  const plugin = precompressAssets() as unknown as { configResolved(c: object): void; closeBundle(): void };
  plugin.configResolved({ root: client, build: { outDir: '.' } });
  plugin.closeBundle();
  t = await createTestApp({ clientDir: client });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(client, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('are written beside each asset of the build as brotli and gzip, small files left alone', () => {
    const file = path.join(client, 'assets', 'big-abc123.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(client, 'assets', 'app-abc123.js.br'))).toBe(false);
  });

  it('are sent as they are, in the encoding the browser prefers, and the plain file to one that takes none', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(client, url) + '.br'))).toBe(true);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
