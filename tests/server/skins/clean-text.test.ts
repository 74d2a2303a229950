import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanList, cleanText, foldKey, spellingMap } from '../../../src/server/skins/merge/clean-text';

const WRAPPED = /^['"`\u00b4\u2018\u2019\u201c\u201d].*['"`\u00b4\u2018\u2019\u201c\u201d]$/s;

describe('cleanText', () => {
  it.each([
    [' Feodor Chin', 'Feodor Chin'],
    ["'Ralph'", 'Ralph'],
    ['"Ralph"', 'Ralph'],
    ['\u201cRalph\u201d', 'Ralph'],
    ["'Ralph\u2019", 'Ralph'],
    ["''Ralph''", 'Ralph'],
    ['Feodor\u00a0 Chin ', 'Feodor Chin'],
    ['[[Riot Games|Riot Sixmorevodka]]', 'Riot Sixmorevodka'],
    ["Kai'Sa", "Kai'Sa"],
    ["O'Neil", "O'Neil"],
  ])('%j → %j', (raw, clean) => expect(cleanText(raw)).toBe(clean));

  it('leaves no edge spaces, double spaces or wrapping quotes, and a second pass changes nothing', () => {
    const piece = fc.oneof(fc.string(), fc.constantFrom(' ', '  ', '\u00a0', "'", '"', '\u2018', '\u2019', '\u201c', '\u201d', "''", '\t'));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = cleanText(pieces.join(''));
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s\s/);
        expect(text).not.toMatch(WRAPPED);
        expect(cleanText(text)).toBe(text);
      }),
    );
  });
});

describe('one spelling per name', () => {
  it('folds case, accents and spacing into one key', () => {
    expect(foldKey('Feodor  CHIN')).toBe(foldKey('feodor chin'));
    expect(foldKey('José')).toBe(foldKey('Jose'));
    expect(foldKey('Ahri')).not.toBe(foldKey('Akali'));
  });

  it('drops empty names and a second spelling of a name in one list', () => {
    expect(cleanList([' Feodor Chin', 'feodor chin', '', '  ', "'Ralph'"])).toEqual(['Feodor Chin', 'Ralph']);
    expect(cleanList('Ralph')).toEqual(['Ralph']);
    expect(cleanList(undefined)).toEqual([]);
  });

  it('picks the most used spelling, then the one with accents, then capitals', () => {
    const spell = spellingMap(['Feodor Chin', 'Feodor Chin', 'feodor chin', 'Jose Perez', 'José Pérez', 'ann b', 'Ann B']);
    expect(spell('feodor chin')).toBe('Feodor Chin');
    expect(spell('Jose Perez')).toBe('José Pérez');
    expect(spell('ann b')).toBe('Ann B');
    expect(spell('Someone Else')).toBe('Someone Else');
  });

  it('maps every spelling of a name to one, whatever the mix of spellings', () => {
    const variant = fc.tuple(fc.constantFrom('Feodor Chin', 'feodor chin', 'FEODOR CHIN', 'Feodor  Chin'), fc.nat(3));
    fc.assert(
      fc.property(fc.array(variant, { minLength: 1, maxLength: 12 }), (uses) => {
        const names = uses.flatMap(([name, n]) => Array<string>(n + 1).fill(name));
        const spell = spellingMap(names);
        expect(new Set(names.map(spell)).size).toBe(1);
        expect(names).toContain(spell(names[0]!));
      }),
    );
  });
});
