import sharp, { type Sharp } from 'sharp';
import type { StoredImage } from './image-store';

// libvips keeps recently used operations and files in memory; every source here is converted once.
sharp.cache(false);

/** Formats the art host serves; anything else (HTML error pages, SVG) is refused before decoding. */
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** The largest source accepted, in pixels: CommunityDragon's splashes are about 1 million. */
const MAX_PIXELS = 24_000_000;
const WEBP = { quality: 80, effort: 4 } as const;

export class NotAnImageError extends Error {
  constructor(reason: string) {
    super(`not a usable image: ${reason}`);
    this.name = 'NotAnImageError';
  }
}

/**
 * One source image as WebP at each of `widths` (height follows the aspect ratio; never enlarged, so a
 * small source stays its own size under a larger width's key). Throws NotAnImageError for bytes that
 * are not a JPEG, PNG or WebP of a sane size.
 */
export async function convertToWebp(source: Buffer, widths: readonly number[]): Promise<Map<number, StoredImage>> {
  let image: Sharp;
  try {
    image = sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !SOURCE_FORMATS.has(meta.format)) throw new NotAnImageError(`format ${meta.format ?? 'unknown'}`);
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    throw new NotAnImageError((error as Error).message);
  }
  const sizes = new Map<number, StoredImage>();
  for (const width of widths) {
    try {
      const { data, info } = await image
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      sizes.set(width, { height: info.height, bytes: data });
    } catch (error) {
      throw new NotAnImageError((error as Error).message);
    }
  }
  return sizes;
}
