import { describe, expect, it } from 'vitest';
import { browseHeading, cdragonImageUrl, entryLabel, formatReleaseDate, ordinal, priceBadge, priceValue } from '../../src/shared/skin-text';

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
    ['price', '150000 Blue Essence', '150000 Blue Essence Skins'],
    ['price', '125 Mythic Essence', '125 Mythic Essence Skins'],
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
    expect(entryLabel('price', '125 Mythic Essence')).toBe('125 Mythic Essence');
    expect(entryLabel('rarity', 'Epic')).toBe('Epic');
  });
});

describe('price values', () => {
  it('keeps RP amounts bare (the spec price values) and names every other currency', () => {
    expect(priceValue({ cost: 1350, cost_currency: 'RP', cost_source: 'wiki' })).toBe('1350');
    expect(priceValue({ cost: 1820, cost_currency: 'RP', cost_source: 'derived' })).toBe('1820');
    expect(priceValue({ cost: 150000, cost_currency: 'Blue Essence', cost_source: 'wiki' })).toBe('150000 Blue Essence');
    expect(priceValue({ cost: null, cost_currency: null, cost_source: 'wiki' })).toBe('Special');
    expect(priceValue({ cost: null, cost_currency: null, cost_source: 'unknown' })).toBe('Unknown');
  });
  it('reads a cost stored without a currency as RP', () => {
    expect(priceValue({ cost: 975, cost_currency: null, cost_source: 'wiki' })).toBe('975');
  });
});

describe('cards', () => {
  it('badge shows the cost, else the rarity, else Special', () => {
    expect(priceBadge({ cost: 1350, cost_currency: 'RP', rarity: 'Epic', cost_source: 'wiki' })).toBe('1350 RP');
    expect(priceBadge({ cost: null, cost_currency: null, rarity: 'Mythic', cost_source: 'wiki' })).toBe('Mythic');
    expect(priceBadge({ cost: null, cost_currency: null, rarity: '', cost_source: 'wiki' })).toBe('Special');
    expect(priceBadge({ cost: null, cost_currency: null, rarity: '', cost_source: 'unknown' })).toBe('Unknown');
  });
  it('badge shows a cost in another currency with that currency, never as RP', () => {
    expect(priceBadge({ cost: 150000, cost_currency: 'Blue Essence', rarity: '', cost_source: 'wiki' })).toBe('150000 Blue Essence');
    expect(priceBadge({ cost: 125, cost_currency: 'Mythic Essence', rarity: 'Epic', cost_source: 'wiki' })).toBe('125 Mythic Essence');
    expect(priceBadge({ cost: 2000, cost_currency: 'High Noon Tokens', rarity: '', cost_source: 'wiki' })).toBe('2000 High Noon Tokens');
  });
  it('maps CommunityDragon paths onto the pinned patch, lower-cased, as given', () => {
    expect(cdragonImageUrl('16.16', '/lol-game-data/assets/ASSETS/Characters/Annie/Skins/Skin01/Images/annie_splash_tile_1.jpg')).toBe(
      'https://raw.communitydragon.org/16.16/plugins/rcp-be-lol-game-data/global/default/assets/characters/annie/skins/skin01/images/annie_splash_tile_1.jpg',
    );
    expect(cdragonImageUrl('16.16', null)).toBeNull();
  });
});
