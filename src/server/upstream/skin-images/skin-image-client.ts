import { createHttpClient } from '../http/http-client';

/** Where CommunityDragon serves the client's game-data assets, under a patch folder. */
const GAME_DATA = '/plugins/rcp-be-lol-game-data/global/default/';
/** The prefix the game data gives its asset paths ('/lol-game-data/assets/ASSETS/…'); the rest is the file under GAME_DATA. */
const ASSET_PREFIX = /^\/lol-game-data\/assets\//i;

/** CommunityDragon's art is a few hundred kB; anything far larger is not an image we asked for. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export interface SkinImageClientOptions {
  /** e.g. https://raw.communitydragon.org (the patch folder and the asset path are added). */
  baseUrl: string;
  /** A visitor's page waits for it: one short attempt (default 3 s). */
  visitorTimeoutMs?: number;
  /** The background warm-up can wait and retry (default 10 s, 2 retries after a 1 s backoff). */
  backgroundTimeoutMs?: number;
  backoffMs?: number;
}

/** Who is waiting for the image: a page being viewed (fail fast) or the background warm-up (patient). */
export type FetchMode = 'visitor' | 'background';

/**
 * The skin art host: a game-data asset path at a patch, as bytes (null when the host has no such
 * file). Other failures (down, slow, too large) are UpstreamErrors from the shared HTTP layer.
 */
export function createSkinImageClient(options: SkinImageClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const clients: Record<FetchMode, ReturnType<typeof createHttpClient>> = {
    visitor: createHttpClient({ upstream: 'Skin image host', timeoutMs: options.visitorTimeoutMs ?? 3000, retries: 0 }),
    background: createHttpClient({
      upstream: 'Skin image host',
      timeoutMs: options.backgroundTimeoutMs ?? 10_000,
      retries: 2,
      backoffMs: options.backoffMs ?? 1000,
    }),
  };
  /** The URL an asset path is fetched from: lower-cased, as CommunityDragon serves it; file names are never derived. */
  const urlOf = (patch: string, assetPath: string): string =>
    `${base}/${encodeURIComponent(patch)}${GAME_DATA}${assetPath.replace(ASSET_PREFIX, '').replace(/^\/+/, '').toLowerCase()}`;
  return {
    urlOf,
    fetch: (patch: string, assetPath: string, mode: FetchMode): Promise<Buffer | null> =>
      clients[mode].getBytes({ url: urlOf(patch, assetPath), accept: 'image/*', maxBytes: MAX_IMAGE_BYTES }),
  };
}

export type SkinImageClient = ReturnType<typeof createSkinImageClient>;
