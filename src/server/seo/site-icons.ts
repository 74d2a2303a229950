import sharp from 'sharp';

/** The site's icon, drawn from one SVG (served as /favicon.svg too) and rasterised with sharp on first use. */
export const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#228be6"/><path d="M9 22l5-12h4l5 12h-4l-1-3h-4l-1 3zm6-6h2l-1-3z" fill="#fff"/></svg>';

/** Mantine's blue 6 (the primary colour) and the dark scheme's body (index.html's theme-color). */
export const THEME_COLOR = '#228be6';
export const BACKGROUND_COLOR = '#1a1b1e';

export const ICON_FILES = {
  ico: '/favicon.ico',
  svg: '/favicon.svg',
  appleTouch: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  manifest: '/manifest.webmanifest',
} as const;

const png = (size: number, padded = false): Promise<Buffer> => {
  // The touch and manifest icons are shown on a square the system rounds itself: the mark fills it.
  const svg = padded ? ICON_SVG.replace('rx="7"', 'rx="0"') : ICON_SVG;
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();
};

/** An ICO file holding PNG images (every browser since IE Vista reads PNG entries). */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png: bytes }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(bytes.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += bytes.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

export interface SiteIconFile {
  type: string;
  body: Buffer;
}

export function manifestJson(name: string, shortName: string): string {
  return JSON.stringify({
    name,
    short_name: shortName,
    start_url: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: ICON_FILES.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICON_FILES.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICON_FILES.svg, sizes: 'any', type: 'image/svg+xml' },
    ],
  });
}

/** Every icon file by path, rendered once (the first request waits about 50 ms). */
export function siteIcons(name: string, shortName: string): () => Promise<Map<string, SiteIconFile>> {
  let files: Promise<Map<string, SiteIconFile>> | null = null;
  const render = async () => {
    const [p16, p32, touch, i192, i512] = await Promise.all([png(16), png(32), png(180, true), png(192, true), png(512, true)]);
    return new Map<string, SiteIconFile>([
      [
        ICON_FILES.ico,
        {
          type: 'image/x-icon',
          body: icoOf([
            { size: 16, png: p16 },
            { size: 32, png: p32 },
          ]),
        },
      ],
      [ICON_FILES.svg, { type: 'image/svg+xml', body: Buffer.from(ICON_SVG) }],
      [ICON_FILES.appleTouch, { type: 'image/png', body: touch }],
      [ICON_FILES.icon192, { type: 'image/png', body: i192 }],
      [ICON_FILES.icon512, { type: 'image/png', body: i512 }],
      [ICON_FILES.manifest, { type: 'application/manifest+json', body: Buffer.from(manifestJson(name, shortName)) }],
    ]);
  };
  return () => (files ??= render());
}
