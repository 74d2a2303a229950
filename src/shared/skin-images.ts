/**
 * Skin images served from our own origin (decision 0026): `/assets/skins/{name}.webp` at the
 * largest width of the image's kind, `/assets/skins/{name}-{width}.webp` at the smaller ones.
 * The server names images and answers these paths; the client builds `srcset` from them.
 */

export const SKIN_IMAGE_BASE = '/assets/skins';

/**
 * The widths each kind is stored at, smallest first; the last is the one the API's image fields name.
 * A width is here only when some page shows the kind small enough to load it (see the `sizes` of each SkinImage).
 */
export const SKIN_IMAGE_WIDTHS = {
  /** Square tiles: cards (about 150–260 px wide), the detail header and related skins (96 px), the sidebar (32 px). */
  tile: [64, 96, 192, 380],
  /** Splash art, 1215 × 717 at the source: the splash view's cards and the detail page. */
  splash: [480, 800, 1215],
  /** Loading-screen portraits, 308 × 560 at the source, shown on cards of about 150–260 px. */
  loading: [308],
  /** Chroma previews, about 270 × 303 at the source, shown at about 150–230 px. */
  chroma: [270],
  /** Champion icons beside each card's name (24 px). */
  icon: [24, 48],
} as const satisfies Record<string, readonly number[]>;

export type SkinImageKind = keyof typeof SKIN_IMAGE_WIDTHS;
export const SKIN_IMAGE_KINDS = Object.keys(SKIN_IMAGE_WIDTHS) as SkinImageKind[];

/** `{kind}-{stem}-{hash}`: the stem is the source file's name in [a-z0-9_], the hash 12 hex digits of the kind and source path. */
const NAME = /^(tile|splash|loading|chroma|icon)-([a-z0-9_]{1,48})-([0-9a-f]{12})$/;
const FILE = /^((?:tile|splash|loading|chroma|icon)-[a-z0-9_]{1,48}-[0-9a-f]{12})(?:-([1-9][0-9]{1,3}))?\.webp$/;

export const largestWidth = (kind: SkinImageKind): number => SKIN_IMAGE_WIDTHS[kind][SKIN_IMAGE_WIDTHS[kind].length - 1]!;

export const kindOfName = (name: string): SkinImageKind | null => (NAME.exec(name)?.[1] as SkinImageKind | undefined) ?? null;

/** The one path of an image at one of its kind's widths (the largest has no width in its name). */
export function skinImageHref(name: string, width?: number): string {
  const kind = kindOfName(name);
  const plain = width === undefined || (kind !== null && width === largestWidth(kind));
  return `${SKIN_IMAGE_BASE}/${name}${plain ? '' : `-${width}`}.webp`;
}

/** A file name under SKIN_IMAGE_BASE as the name and width it asks for; null unless it is exactly one skinImageHref would make. */
export function parseSkinImageFile(file: string): { name: string; kind: SkinImageKind; width: number } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const name = match[1]!;
  const kind = kindOfName(name)!;
  const widths: readonly number[] = SKIN_IMAGE_WIDTHS[kind];
  if (match[2] === undefined) return { name, kind, width: largestWidth(kind) };
  const width = Number(match[2]);
  if (!widths.includes(width) || width === largestWidth(kind)) return null;
  return { name, kind, width };
}

/** `srcset` for an image path the server named (every width of its kind); undefined for any other URL. */
export function skinImageSrcSet(src: string | null | undefined): string | undefined {
  if (!src?.startsWith(`${SKIN_IMAGE_BASE}/`)) return undefined;
  const parsed = parseSkinImageFile(src.slice(SKIN_IMAGE_BASE.length + 1));
  if (!parsed) return undefined;
  return SKIN_IMAGE_WIDTHS[parsed.kind].map((width) => `${skinImageHref(parsed.name, width)} ${width}w`).join(', ');
}
