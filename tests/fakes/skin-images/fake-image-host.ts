import sharp from 'sharp';
import { delay, startFakeServer, type FakeReply } from '../fake-http-server';

/** CommunityDragon's game-data folder under a patch: `/{patch}/plugins/rcp-be-lol-game-data/global/default/{asset}`. */
const GAME_DATA = /^\/([^/]+)\/plugins\/rcp-be-lol-game-data\/global\/default\/(.+)$/;

/** The source sizes CommunityDragon serves for each kind of asset (by its path), and the format. */
export function sourceShape(asset: string): { width: number; height: number; format: 'jpeg' | 'png' } {
  if (asset.includes('champion-chroma-images/')) return { width: 270, height: 303, format: 'png' };
  if (asset.includes('champion-icons/')) return { width: 120, height: 120, format: 'png' };
  if (asset.includes('_splash_tile_')) return { width: 380, height: 380, format: 'jpeg' };
  if (asset.includes('loadscreen')) return { width: 308, height: 560, format: 'jpeg' };
  if (asset.includes('splash')) return { width: 1215, height: 717, format: 'jpeg' };
  return { width: 380, height: 380, format: 'jpeg' };
}

/**
 * A real image of the shape: softened noise, which compresses about as painted art does (a 1215 × 717
 * splash is about 210 kB as JPEG, as CommunityDragon's are a few hundred), not like a flat fill.
 */
export async function makeSourceImage(shape: ReturnType<typeof sourceShape>): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: shape.width,
      height: shape.height,
      channels: shape.format === 'png' ? 4 : 3,
      background: { r: 0, g: 0, b: 0, alpha: 1 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const image = sharp(noise).blur(1);
  return shape.format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** What the host does for one asset path: serve the image, or answer otherwise (status, body, after a delay). */
export type HostRule = (asset: string) => 'image' | (Partial<FakeReply> & { delayMs?: number; imageDelayMs?: number });

export interface FakeImageHost {
  /** The base URL to configure as SKIN_IMAGES_URL. */
  url: string;
  /** Requests per asset path (lower-cased, as asked), and in total. */
  hits(asset?: string): number;
  /** The most requests it was answering at the same moment. */
  maxInFlight(): number;
  setRule(rule: HostRule): void;
  close(): Promise<void>;
}

/**
 * A stand-in for CommunityDragon's raw file host on 127.0.0.1 that answers its real paths with real
 * JPEG and PNG bytes of the sizes it serves (made once per shape with sharp). By default every asset
 * is there; `rule` makes some missing, failing or slow.
 */
export async function startFakeImageHost(rule: HostRule = () => 'image'): Promise<FakeImageHost> {
  let current = rule;
  const made = new Map<string, Promise<Buffer>>();
  const counts = new Map<string, number>();
  let total = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const imageOf = (asset: string) => {
    const shape = sourceShape(asset);
    const key = `${shape.width}x${shape.height}.${shape.format}`;
    if (!made.has(key)) made.set(key, makeSourceImage(shape));
    return { bytes: made.get(key)!, type: `image/${shape.format}` };
  };
  const server = await startFakeServer(async (_req, url) => {
    const match = GAME_DATA.exec(url.pathname);
    if (!match) return { status: 404, body: 'Not Found', headers: { 'content-type': 'text/plain' } };
    const asset = match[2]!;
    total++;
    counts.set(asset, (counts.get(asset) ?? 0) + 1);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const decided = current(asset);
      if (decided === 'image' || decided.imageDelayMs !== undefined) {
        if (decided !== 'image') await delay(decided.imageDelayMs!);
        const { bytes, type } = imageOf(asset);
        return { status: 200, body: await bytes, headers: { 'content-type': type } };
      }
      if (decided.delayMs) await delay(decided.delayMs);
      return {
        status: decided.status ?? 404,
        body: decided.body ?? 'Not Found',
        headers: { 'content-type': 'text/plain', ...decided.headers },
      };
    } finally {
      inFlight--;
    }
  });
  return {
    url: server.url,
    hits: (asset) => (asset === undefined ? total : (counts.get(asset) ?? 0)),
    maxInFlight: () => maxInFlight,
    setRule: (next) => void (current = next),
    close: server.close,
  };
}
