import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Skin } from '../../../src/shared/api/skins';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/database';
import { startFakeImageHost, type FakeImageHost } from '../../fakes/skin-images/fake-image-host';
import { createTestApp, realGames, type TestApp } from '../../helpers/test-app';

// Lunar Beast Annie: a tile, a centred splash, a loading screen, a vintage one and chromas, all on CommunityDragon.
const LUNAR_BEAST = 1013;
const TILE_ASSET = 'assets/characters/annie/skins/skin13/images/annie_splash_tile_13.jpg';

let host: FakeImageHost;
let t: TestApp;
let skin: Skin;
beforeAll(async () => {
  host = await startFakeImageHost();
  t = await createTestApp({ settings: { skinImages: { visitorTimeoutMs: 1500 } } }, { SKIN_IMAGES_URL: host.url });
  skin = (await t.app.inject({ method: 'GET', url: `/api/skins/${LUNAR_BEAST}` })).json<{ response: Skin }>().response;
});
afterAll(async () => {
  await t?.close();
  await host?.close();
});
beforeEach(() => host.setRule(() => 'image'));

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });
const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe('skin image paths in the catalogue', () => {
  it('name every image of a skin under /assets/skins/ on our origin, never the art host', async () => {
    expect(skin.tile_path).toMatch(/^\/assets\/skins\/tile-annie_splash_tile_13-[0-9a-f]{12}\.webp$/);
    expect(skin.splash_path).toMatch(/^\/assets\/skins\/splash-annie_splash_centered_13-[0-9a-f]{12}\.webp$/);
    expect(skin.loading_image).toMatch(/^\/assets\/skins\/loading-annieloadscreen_13-[0-9a-f]{12}\.webp$/);
    expect(skin.loading_image_vintage).toMatch(/^\/assets\/skins\/loading-annieloadscreen_13_le-[0-9a-f]{12}\.webp$/);
    expect(skin.chromas[0]?.chromaPath).toMatch(/^\/assets\/skins\/chroma-1014-[0-9a-f]{12}\.webp$/);
    expect(skin.league_champion.icon_path).toMatch(/^\/assets\/skins\/icon-1-[0-9a-f]{12}\.webp$/);
    const all = (await get(t.app, '/api/skins')).body;
    expect(all).not.toContain('communitydragon');
  });
});

describe('GET /assets/skins/{name}.webp', () => {
  it('fetches the source once on the first request, converts it to WebP at every width and stores it', async () => {
    const first = await get(t.app, skin.tile_path!);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sizeOf(first.rawPayload)).toEqual({ format: 'webp', width: 380, height: 380 });
    expect(host.hits(TILE_ASSET)).toBe(1);

    // The smaller widths were made from the same fetch.
    const small = await get(t.app, skin.tile_path!.replace('.webp', '-96.webp'));
    expect(await sizeOf(small.rawPayload)).toEqual({ format: 'webp', width: 96, height: 96 });
    const rows = await t.db.selectFrom('skin_images').select(['width', 'height']).where('name', '=', nameOf(skin.tile_path!)).execute();
    expect(rows.map((r) => Number(r.width)).sort((a, b) => a - b)).toEqual([64, 96, 192, 380]);
    expect(host.hits(TILE_ASSET)).toBe(1);
  });

  it('serves a second request from the store without asking the host', async () => {
    await get(t.app, skin.splash_path!);
    const hits = host.hits();
    const again = await get(t.app, skin.splash_path!.replace('.webp', '-480.webp'));
    expect(again.statusCode).toBe(200);
    expect(await sizeOf(again.rawPayload)).toEqual({ format: 'webp', width: 480, height: 283 });
    expect(host.hits()).toBe(hits);
  });

  it('fetches once for concurrent first requests of one image', async () => {
    host.setRule(() => ({ imageDelayMs: 150 }));
    const url = skin.loading_image!;
    const replies = await Promise.all(Array.from({ length: 6 }, () => get(t.app, url)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await sizeOf(replies[5]!.rawPayload)).toEqual({ format: 'webp', width: 308, height: 560 });
    expect(host.hits('assets/characters/annie/skins/skin13/annieloadscreen_13.jpg')).toBe(1);
  });

  it('answers 404 at once when the host fails, and does not ask it again for a while', async () => {
    const failures: [string, ReturnType<Parameters<FakeImageHost['setRule']>[0]>][] = [
      ['a 500', { status: 500 }],
      ['a 404', { status: 404 }],
      ['no reply in time', { delayMs: 5000, status: 200 }],
      ['an HTML page', { status: 200, body: '<html>maintenance</html>', headers: { 'content-type': 'text/html' } }],
    ];
    for (const [i, [what, reply]] of failures.entries()) {
      const chroma = skin.chromas[i]!.chromaPath!;
      host.setRule(() => reply);
      const before = host.hits();
      const res = await get(t.app, chroma);
      expect(res.statusCode, what).toBe(404);
      expect(res.json(), what).toMatchObject({ error: true, code: 'NOT_FOUND', response: 'This skin image is not available right now.' });
      expect(res.headers['cache-control'], what).toBe('no-store');
      // One attempt: a visitor's page is not kept waiting for retries.
      expect(host.hits() - before, what).toBe(1);
      host.setRule(() => 'image');
      expect((await get(t.app, chroma)).statusCode, `${what}, asked again at once`).toBe(404);
      expect(host.hits() - before, what).toBe(1);
    }
  });

  it('refuses names the catalogue does not know, without asking the host', async () => {
    const tile = skin.tile_path!.slice('/assets/skins/'.length);
    const before = host.hits();
    const refused = [
      '/assets/skins/..%2f..%2fetc%2fpasswd',
      '/assets/skins/%2e%2e%2fvar%2fapp.db',
      '/assets/skins/tile-annie_splash_tile_13-000000000000.webp',
      `/assets/skins/${tile.replace('.webp', '-100.webp')}`,
      `/assets/skins/${tile.replace('.webp', '-380.webp')}`,
      `/assets/skins/${tile.replace('.webp', '.png')}`,
      `/assets/skins/${tile.toUpperCase()}`,
      `/assets/skins/${'a'.repeat(200)}.webp`,
    ];
    for (const url of refused) {
      const res = await get(t.app, url);
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json<{ error: boolean }>().error, url).toBe(true);
    }
    expect(host.hits()).toBe(before);
  });

  it('is shared by two instances on one database: the second serves what the first stored', async () => {
    // Its own connection (pool) to the same database, as a second server process has.
    const config = t.config;
    const other = await buildApp({
      config,
      db: openDatabase(config.database),
      clientDir: null,
      version: 'test',
      logger: false,
      games: realGames,
    });
    try {
      const url = skin.chromas[5]!.chromaPath!;
      expect((await get(t.app, url)).statusCode).toBe(200);
      const hits = host.hits();
      const there = await get(other, url);
      expect(there.statusCode).toBe(200);
      expect(await sizeOf(there.rawPayload)).toEqual({ format: 'webp', width: 270, height: 303 });
      expect(host.hits()).toBe(hits);
    } finally {
      await other.close();
    }
  });
});

const nameOf = (path: string) => path.slice('/assets/skins/'.length, -'.webp'.length);

describe('with SKIN_IMAGES_URL=off', () => {
  it('serves only what is stored and never asks a host', async () => {
    const off = await createTestApp({}, { SKIN_IMAGES_URL: 'off' });
    try {
      const annie = (await get(off.app, `/api/skins/${LUNAR_BEAST}`)).json<{ response: Skin }>().response;
      expect(annie.tile_path).toBe(skin.tile_path);
      const res = await get(off.app, annie.tile_path!);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', response: 'This skin image is not available right now.' });
    } finally {
      await off.close();
    }
  });
});
