import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Providers } from '../../src/client/app/providers';
import { SkinTile } from '../../src/client/features/operator/skins/SkinTile';
import type { OperatorSkinTile } from '../../src/shared/api/skin-operator';

const tile = (over: Partial<OperatorSkinTile>): OperatorSkinTile => ({
  riot_id: 266001,
  name: 'Justicar Aatrox',
  champion: 'Aatrox',
  tile_path: null,
  release_date: '2013-06-12',
  upcoming: false,
  edited: false,
  flagged: false,
  missing: false,
  ...over,
});

function dateLine(skin: OperatorSkinTile): string {
  const { unmount } = render(
    <Providers>
      <MemoryRouter>
        <SkinTile skin={skin} />
      </MemoryRouter>
    </Providers>,
  );
  const text = screen.getByRole('link').textContent ?? '';
  unmount();
  return text.replace('No Image', '').replace(skin.name, '');
}

describe('operator skin tile', () => {
  it("says 'Upcoming' only for a skin that is not out yet", () => {
    expect(dateLine(tile({ upcoming: true, release_date: null }))).toBe('Upcoming');
  });
  it("says 'Release date unknown' for a released skin no source dates, never 'Upcoming'", () => {
    expect(dateLine(tile({ release_date: null }))).toBe('Release date unknown');
    expect(dateLine(tile({ release_date: '0000-00-00' }))).toBe('Release date unknown');
  });
  it('shows the release date otherwise', () => {
    expect(dateLine(tile({}))).toBe('12th June 2013');
  });
});
