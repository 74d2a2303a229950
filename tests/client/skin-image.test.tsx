import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkinImage } from '../../src/client/features/skins/SkinImage';

const TILE = '/assets/skins/tile-annie_splash_tile_13-0123456789ab.webp';

describe('SkinImage', () => {
  it('lists every stored width of an image from our origin, with the width it is shown at', () => {
    render(
      <SkinImage
        src={TILE}
        alt="Lunar Beast Annie tile"
        width={380}
        height={380}
        sizes="(max-width: 36em) 50vw, 200px"
        placeholder="No Image"
      />,
    );
    const img = screen.getByRole('img', { name: 'Lunar Beast Annie tile' });
    expect(img.getAttribute('src')).toBe(TILE);
    expect(img.getAttribute('srcset')).toBe(
      [
        '/assets/skins/tile-annie_splash_tile_13-0123456789ab-64.webp 64w',
        '/assets/skins/tile-annie_splash_tile_13-0123456789ab-96.webp 96w',
        '/assets/skins/tile-annie_splash_tile_13-0123456789ab-192.webp 192w',
        `${TILE} 380w`,
      ].join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(max-width: 36em) 50vw, 200px');
  });

  it('shows a fixed-size image at its box width by default, and other URLs as they are', () => {
    const { rerender } = render(<SkinImage src={TILE} alt="tile" width={96} height={96} placeholder="No Image" />);
    expect(screen.getByRole('img', { name: 'tile' }).getAttribute('sizes')).toBe('96px');
    rerender(<SkinImage src="https://example.org/a.png" alt="tile" width={96} height={96} placeholder="No Image" />);
    const img = screen.getByRole('img', { name: 'tile' });
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it("keeps its 'No Image' placeholder, in the same box, when the image fails (our route answered 404)", () => {
    render(<SkinImage src={TILE} alt="Lunar Beast Annie tile" width={380} height={380} placeholder="No Image" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lunar Beast Annie tile' }));
    const placeholder = screen.getByRole('img', { name: 'Lunar Beast Annie tile: No Image' });
    expect(placeholder.textContent).toBe('No Image');
    expect(placeholder.style.aspectRatio).toBe('380 / 380');
  });
});
