import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { SKIN_IMAGE_WIDTHS } from '../../../shared/skin-images';
import type { FetchMode, SkinImageClient } from '../../upstream/skin-images/skin-image-client';
import type { CatalogueImages } from '../skin-catalogue';
import { ByteCache } from './byte-cache';
import { NotAnImageError, convertToWebp } from './image-convert';
import { readStoredImage, saveImageSizes, type StoredImage } from './image-store';
import { createLimit } from './limit';

export interface SkinImagesOptions {
  db: Db;
  /** Null with SKIN_IMAGES_URL=off: only what is stored is served. */
  client: Pick<SkinImageClient, 'fetch'> | null;
  images: () => CatalogueImages;
  log: FastifyBaseLogger;
  /** How long an image that could not be had is answered 404 without asking the host again (60 s). */
  failureMemoryMs?: number;
  /** This instance's in-memory share of the store (32 MB). */
  memoryBytes?: number;
  /** Images fetched and converted at once by this instance (3): conversions are CPU work. */
  parallel?: number;
}

/** What making one image came to: stored now, already stored, not on the host (or not an image), or the host failed. */
export type WarmOutcome = 'stored' | 'present' | 'missing' | 'failed';

type Made = { sizes: Map<number, StoredImage> } | { failure: 'missing' | 'failed' };

/**
 * The image store's front (decision 0026): memory, else the database, else one fetch from the art
 * host, converted to WebP at every width of its kind and stored. Concurrent first requests share one
 * fetch; a failed name is not asked for again for a minute; only current catalogue names are fetched.
 */
export function createSkinImages(options: SkinImagesOptions) {
  const { db, client, log } = options;
  const failureMemoryMs = options.failureMemoryMs ?? 60_000;
  const memory = new ByteCache<StoredImage>(options.memoryBytes ?? 32 * 1024 * 1024);
  const limit = createLimit(options.parallel ?? 3);
  const making = new Map<string, Promise<Made>>();
  const failedUntil = new Map<string, number>();

  async function make(name: string, mode: FetchMode): Promise<Made> {
    const { patch, sources } = options.images();
    const source = sources.get(name);
    if (!source || !client) return { failure: 'missing' };
    try {
      const bytes = await client.fetch(patch, source.assetPath, mode);
      if (!bytes) {
        log.warn({ name, assetPath: source.assetPath }, 'skin image: the art host has no such file');
        return { failure: 'missing' };
      }
      const sizes = await convertToWebp(bytes, SKIN_IMAGE_WIDTHS[source.kind]);
      await saveImageSizes(db, name, sizes);
      return { sizes };
    } catch (error) {
      log.warn({ err: error, name, assetPath: source.assetPath }, 'skin image: could not fetch or convert');
      return { failure: error instanceof NotAnImageError ? 'missing' : 'failed' };
    }
  }

  function makeOnce(name: string, mode: FetchMode): Promise<Made> {
    let pending = making.get(name);
    if (!pending) {
      pending = limit(() => make(name, mode)).then((made) => {
        making.delete(name);
        if ('failure' in made) failedUntil.set(name, Date.now() + failureMemoryMs);
        else failedUntil.delete(name);
        return made;
      });
      making.set(name, pending);
    }
    return pending;
  }

  const recentlyFailed = (name: string) => (failedUntil.get(name) ?? 0) > Date.now();

  return {
    knows: (name: string): boolean => options.images().sources.has(name),

    /** The image at one of its kind's widths, or null (unknown, missing at the host, or the host failed). */
    async get(name: string, width: number): Promise<StoredImage | null> {
      const key = `${name}@${width}`;
      const kept = memory.get(key);
      if (kept) return kept;
      const stored = await readStoredImage(db, name, width);
      if (stored) {
        memory.set(key, stored);
        return stored;
      }
      if (recentlyFailed(name)) return null;
      const made = await makeOnce(name, 'visitor');
      const image = 'sizes' in made ? (made.sizes.get(width) ?? null) : null;
      if (image) memory.set(key, image);
      return image;
    },

    /** Makes and stores an image ahead of any visitor (the warm-up job), unless it is stored already. */
    async warm(name: string, stored: ReadonlySet<string>): Promise<WarmOutcome> {
      if (stored.has(name)) return 'present';
      const made = await makeOnce(name, 'background');
      return 'sizes' in made ? 'stored' : made.failure;
    },
  };
}

export type SkinImages = ReturnType<typeof createSkinImages>;
