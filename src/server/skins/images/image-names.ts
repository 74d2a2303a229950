import crypto from 'node:crypto';
import { skinImageHref, type SkinImageKind } from '../../../shared/skin-images';

/** What a name stands for: the game-data asset it is made from, at the catalogue's patch. */
export interface ImageSource {
  kind: SkinImageKind;
  assetPath: string;
}

// Game-data asset paths are plain ('/lol-game-data/assets/ASSETS/Characters/…/x.jpg'); anything else gets no image.
const ASSET_PATH = /^\/lol-game-data\/assets\/[A-Za-z0-9_./-]+\.(?:jpe?g|png|webp)$/i;

/**
 * An image's name: its kind, the source file's name (readable in a page's source and in image
 * search) and 12 hex digits of a hash of kind and path. The patch is left out on purpose: a new
 * patch keeps every name, so stored images and visitors' caches stay valid (decision 0026).
 */
export function skinImageName(kind: SkinImageKind, assetPath: string): string {
  const key = `${kind}:${assetPath}`;
  let name = names.get(key);
  if (name === undefined) names.set(key, (name = nameOf(kind, assetPath)));
  return name;
}

/**
 * Names already made, by kind and path: a catalogue rebuild (each seed, sync or edit) names the
 * same few thousand assets again, and a SHA-256 each was most of its cost.
 */
const names = new Map<string, string>();

function nameOf(kind: SkinImageKind, assetPath: string): string {
  const path = assetPath.toLowerCase();
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/, '');
  const stem = file.replace(/[^a-z0-9_]+/g, '_').slice(0, 48) || 'image';
  const hash = crypto.createHash('sha256').update(`${kind}:${path}`).digest('hex').slice(0, 12);
  return `${kind}-${stem}-${hash}`;
}

/** Names a catalogue's images while its records are built, and keeps what each name stands for. */
export interface ImageNamer {
  /** The path pages load an asset from, or null when there is no usable asset. */
  href(kind: SkinImageKind, assetPath: string | null): string | null;
  /** Every name handed out, with its source: the only names the image route answers. */
  readonly sources: ReadonlyMap<string, ImageSource>;
}

export function createImageNamer(): ImageNamer {
  const sources = new Map<string, ImageSource>();
  return {
    href(kind, assetPath) {
      if (!assetPath || !ASSET_PATH.test(assetPath) || assetPath.includes('..')) return null;
      const name = skinImageName(kind, assetPath);
      sources.set(name, { kind, assetPath });
      return skinImageHref(name);
    },
    sources,
  };
}
