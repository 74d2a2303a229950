import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collectionLinkPath, encodeCollection, readCollectionLink, sharedCollectionTitle } from '../../src/shared/collection-link';

const owned = fc.dictionary(
  fc.integer({ min: 1, max: 999_999_999 }).map(String),
  fc.constantFrom('Epic', 'Legendary', 'Mythic', 'Ultimate', 'Chroma', ''),
);

describe('a shared collection link', () => {
  it('reads back what it wrote, and writes each collection one way', () => {
    fc.assert(
      fc.property(owned, (o) => {
        const text = encodeCollection(o);
        expect(readCollectionLink(text)).toEqual({ owned: o, error: null });
        expect(encodeCollection(readCollectionLink(text).owned!)).toBe(text);
      }),
    );
  });

  it('writes ids ascending whatever order they were ticked in, and repeated ids once', () => {
    expect(encodeCollection({ 103085: 'Mythic', 1001: '' })).toBe('1001~.103085~Mythic');
    expect(readCollectionLink('5~Epic.1~.5~Legendary').owned).toEqual({ 1: '', 5: 'Legendary' });
    // The full stop of a sentence the link ended.
    expect(readCollectionLink('1001~Epic.').owned).toEqual({ 1001: 'Epic' });
    expect(collectionLinkPath({ 7: 'Epic' })).toBe('/lol-skins/collection/shared?skins=7~Epic');
    expect(collectionLinkPath({})).toBe('/lol-skins/collection/shared');
  });

  it('refuses a damaged link with a sentence, taking nothing from it', () => {
    for (const text of ['1001~Epic.<script>', '0~Epic', '01~Epic', '1001', '1234567890~Epic', '1~Epic~x']) {
      const link = readCollectionLink(text);
      expect(link.owned).toBeNull();
      expect(link.error).toMatch(/^This link is damaged: '.+' is not a skin id and rarity\. Ask for the link again\.$/);
    }
    expect(readCollectionLink(`1~${'x'.repeat(200)}`).error).toContain("'1~xxxxxxxxxxxxxxxxxxxxx…'");
  });

  it('refuses more skins than a collection holds, before reading a huge link', () => {
    const many = Array.from({ length: 5001 }, (_, i) => `${i + 1}~`).join('.');
    expect(readCollectionLink(many)).toEqual({ owned: null, error: 'A shared collection holds at most 5,000 skins.' });
    expect(readCollectionLink('.'.repeat(1_000_000)).error).toBe('A shared collection holds at most 5,000 skins.');
    expect(readCollectionLink(Array.from({ length: 5000 }, (_, i) => `${i + 1}~Epic`).join('.')).error).toBeNull();
  });

  it('titles the share with the count, RP and euros', () => {
    expect(sharedCollectionTitle(12, 16240, 96)).toBe('12 League skins worth 16,240 RP (€96.00)');
    expect(sharedCollectionTitle(1, 0, 5.5)).toBe('1 League skin worth €5.50');
    expect(sharedCollectionTitle(1500, 1350, null)).toBe('1,500 League skins worth 1,350 RP');
  });
});
