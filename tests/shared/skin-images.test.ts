import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SKIN_IMAGE_KINDS,
  SKIN_IMAGE_WIDTHS,
  largestWidth,
  parseSkinImageFile,
  skinImageHref,
  skinImageSrcSet,
} from '../../src/shared/skin-images';

const kind = fc.constantFrom(...SKIN_IMAGE_KINDS);
const name = fc
  .tuple(kind, fc.stringMatching(/^[a-z0-9_]{1,48}$/), fc.stringMatching(/^[0-9a-f]{12}$/))
  .map(([k, stem, hash]) => `${k}-${stem}-${hash}`);

describe('skin image paths', () => {
  it('parse back to the name and width they were made from, one path per width', () => {
    fc.assert(
      fc.property(name, fc.nat(), (n, i) => {
        const k = n.slice(0, n.indexOf('-')) as (typeof SKIN_IMAGE_KINDS)[number];
        const widths: readonly number[] = SKIN_IMAGE_WIDTHS[k];
        const width = widths[i % widths.length]!;
        const href = skinImageHref(n, width);
        expect(href.startsWith('/assets/skins/')).toBe(true);
        expect(parseSkinImageFile(href.slice('/assets/skins/'.length))).toEqual({ name: n, kind: k, width });
        expect(skinImageHref(n)).toBe(skinImageHref(n, largestWidth(k)));
      }),
    );
  });

  it('refuse every file name that is not exactly one of those paths', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (file) => {
        const parsed = parseSkinImageFile(file);
        if (parsed) expect(skinImageHref(parsed.name, parsed.width)).toBe(`/assets/skins/${file}`);
      }),
    );
    for (const file of [
      '../tile-a-0123456789ab.webp',
      'tile-a-0123456789ab.png',
      'tile-a-0123456789ab-380.webp',
      'tile-a-0123456789ab-100.webp',
      'tile-A-0123456789ab.webp',
      'tile-a-b-0123456789ab.webp',
      'poster-a-0123456789ab.webp',
      'tile-a-0123456789a.webp',
      'tile-a-0123456789ab.webp/..',
    ]) {
      expect(parseSkinImageFile(file), file).toBeNull();
    }
  });

  it('give a srcset only for our own image paths', () => {
    expect(skinImageSrcSet('/assets/skins/icon-1-0123456789ab.webp')).toBe(
      '/assets/skins/icon-1-0123456789ab-24.webp 24w, /assets/skins/icon-1-0123456789ab.webp 48w',
    );
    expect(skinImageSrcSet('https://raw.communitydragon.org/latest/x.png')).toBeUndefined();
    expect(skinImageSrcSet('/assets/skins/nothing.webp')).toBeUndefined();
    expect(skinImageSrcSet(null)).toBeUndefined();
  });
});
