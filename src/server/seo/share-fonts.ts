import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export interface ShareFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

export const FONT_FAMILY = 'Noto Sans SC';

/**
 * Noto Sans SC from @fontsource/noto-sans-sc (SIL Open Font License 1.1; the package ships it):
 * Latin and the CJK ideographs, kana included. Satori is given every unicode-range file (WOFF, which
 * it reads) and falls back per character. Read once, on the first share image (about 9 MB).
 */
export function loadShareFonts(): ShareFont[] {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  const files = fs.readdirSync(dir).filter((name) => /-(400|700)-normal\.woff$/.test(name));
  // Latin first: most text is Latin, and satori tries fonts in order.
  const rank = (name: string) => (/latin/.test(name) ? 0 : 1);
  return files
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => ({
      // One name per file: satori keeps one font per name and weight, and falls back to the others for a missing character.
      name: /-latin-400/.test(name) || /-latin-700/.test(name) ? FONT_FAMILY : `${FONT_FAMILY} ${name.replace(/\D+/g, ' ').trim()}`,
      data: fs.readFileSync(path.join(dir, name)),
      weight: name.includes('-700-') ? 700 : 400,
      style: 'normal',
    }));
}
