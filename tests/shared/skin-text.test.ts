import { describe, expect, it } from 'vitest';
import { browseHeading, entryLabel, formatReleaseDate, ordinal, priceBadge } from '../../src/shared/skin-text';

describe('release dates', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('day %i is %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });
  it('writes dates like 12th March 2020 and missing ones as Unknown', () => {
    expect(formatReleaseDate('2020-03-12')).toBe('12th March 2020');
    expect(formatReleaseDate('2011-12-01T00:00:00Z')).toBe('1st December 2011');
    expect(formatReleaseDate(null)).toBe('Unknown');
    expect(formatReleaseDate('0000-00-00')).toBe('Unknown');
    expect(formatReleaseDate('soon')).toBe('Unknown');
  });
});

describe('browse headings', () => {
  it.each([
    ['prestige', null, 'Prestige Skins'],
    [null, null, 'Champion Skins'],
    ['champion', 'Ahri', 'Ahri Skins'],
    ['rarity', 'Epic', 'Epic Skins'],
    ['skinlines', 'K/DA', 'K/DA Skins'],
    ['availability', 'Legacy', 'Legacy Skins'],
    ['voiceActors', 'Laura Post', 'Laura Post Skins'],
    ['splashArtists', 'West Studio', 'West Studio Skins'],
    ['features', 'New Recall', 'New Recall Skins'],
    ['price', '1350', '1350 RP Skins'],
    ['price', 'Special', 'Special Skins'],
    ['price', 'Unknown', 'Unknown Price Skins'],
    ['releaseDate', '2020', '2020 Skins'],
    ['releaseDate', 'Unknown', 'Unknown Release Skins'],
    ['lootable', 'Yes', 'Loot Eligible Skins'],
    ['lootable', 'No', 'Non-Loot Eligible Skins'],
  ] as const)('%s / %s → %s', (category, value, heading) => {
    expect(browseHeading(category, value)).toBe(heading);
  });
  it('labels price entries with RP except Special', () => {
    expect(entryLabel('price', '975')).toBe('975 RP');
    expect(entryLabel('price', 'Special')).toBe('Special');
    expect(entryLabel('rarity', 'Epic')).toBe('Epic');
  });
});

describe('cards', () => {
  it('badge shows the cost, else the rarity, else Special', () => {
    expect(priceBadge({ cost: 1350, rarity: 'Epic', cost_source: 'wiki' })).toBe('1350 RP');
    expect(priceBadge({ cost: null, rarity: 'Mythic', cost_source: 'wiki' })).toBe('Mythic');
    expect(priceBadge({ cost: null, rarity: '', cost_source: 'wiki' })).toBe('Special');
    expect(priceBadge({ cost: null, rarity: '', cost_source: 'unknown' })).toBe('Unknown');
  });
});
