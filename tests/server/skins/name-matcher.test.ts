import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildNameLookup, matchEntries, nameKey, type NameTarget } from '../../../src/server/skins/collection/name-matcher';

const CATALOGUE: NameTarget[] = [
  { id: 1001, name: 'Goth Annie', rarity: '' },
  { id: 28006, name: 'K/DA Evelynn', rarity: 'Epic' },
  { id: 28015, name: 'Prestige K/DA Evelynn', rarity: 'Mythic' },
  { id: 28031, name: 'Prestige K/DA Evelynn (2022)', rarity: 'Mythic' },
  { id: 76048, name: 'La Ilusión Nidalee', rarity: 'Epic' },
  { id: 145001, name: "Star Guardian Kai'Sa", rarity: 'Epic' },
  { id: 79004, name: 'Gragas, Esq.', rarity: '' },
  { id: 1014, name: 'Lunar Beast Annie (Ruby)', rarity: 'Chroma' },
];
const lookup = buildNameLookup(CATALOGUE);
const ids = (entries: string[]) => matchEntries(entries, lookup).matched.map((m) => m.id);

/** A name written the way a visitor might: any letter's case flipped, accents dropped, extra spaces. */
const retyped = (name: string) =>
  fc
    .tuple(fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }), fc.boolean(), fc.constantFrom('', ' ', '  '))
    .map(([flips, stripAccents, pad]) => {
      const base = stripAccents ? name.normalize('NFD').replace(/\p{M}/gu, '') : name;
      const cased = [...base].map((c, i) => (flips[i] ? c.toUpperCase() : c.toLowerCase())).join('');
      return `${pad}${cased.replace(/ /g, pad === '' ? ' ' : '  ')}${pad}`;
    });

describe('the import name matcher', () => {
  it('finds every name however its case, accents and spacing are typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CATALOGUE).chain((target) => retyped(target.name).map((text) => ({ target, text }))),
        ({ target, text }) => {
          expect(ids([text])).toEqual([target.id]);
        },
      ),
    );
  });

  it("keeps 'Prestige' and a year suffix part of the name", () => {
    expect(ids(['k/da evelynn'])).toEqual([28006]);
    expect(ids(['Prestige KDA Evelynn'])).toEqual([28015]);
    expect(ids(['prestige k/da evelynn (2022)'])).toEqual([28031]);
    expect(ids(['Prestige K/DA Evelynn 2022'])).toEqual([28031]);
    // Neither word is dropped to find something: these name no skin.
    expect(matchEntries(['K/DA Evelynn (2022)', 'Prestige Goth Annie'], lookup).unmatched).toEqual([
      'K/DA Evelynn (2022)',
      'Prestige Goth Annie',
    ]);
  });

  it('takes skin and chroma ids, and lists unknown ones back', () => {
    const reply = matchEntries(['1001', ' 1014 ', '99999'], lookup);
    expect(reply.matched.map((m) => [m.id, m.rarity])).toEqual([
      [1001, ''],
      [1014, 'Chroma'],
    ]);
    expect(reply.unmatched).toEqual(['99999']);
  });

  it('reads a comma-separated line only when the whole line is not a name', () => {
    expect(ids(['Gragas, Esq.'])).toEqual([79004]);
    const reply = matchEntries(['goth annie, la ilusion nidalee, nobody'], lookup);
    expect(reply.matched.map((m) => m.id)).toEqual([1001, 76048]);
    expect(reply.unmatched).toEqual(['nobody']);
  });

  it('lists every entry it cannot match word for word, and skips blank ones', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }), (entries) => {
        const reply = matchEntries(entries, lookup);
        const words = entries.flatMap((e) => e.split(',').map((p) => p.trim())).concat(entries.map((e) => e.trim()));
        for (const text of reply.unmatched) expect(words).toContain(text);
        for (const m of reply.matched) expect(CATALOGUE.some((c) => c.id === m.id && c.name === m.name)).toBe(true);
        // Every non-blank entry is accounted for, as a whole or in parts.
        const accounted = reply.matched.length + reply.unmatched.length + reply.ambiguous.length;
        expect(accounted).toBeGreaterThanOrEqual(entries.filter((e) => e.trim() !== '').length);
      }),
    );
  });

  it('never picks one of two names that read the same: both are named back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{2,20}$/), (name) => {
        const twins = buildNameLookup([
          { id: 1, name, rarity: 'Epic' },
          { id: 2, name: name.toUpperCase().replace(/A/g, 'Á'), rarity: 'Epic' },
        ]);
        const reply = matchEntries([name.toLowerCase()], twins);
        expect(reply.matched).toEqual([]);
        expect(reply.ambiguous).toEqual([{ entry: name.toLowerCase().trim(), candidates: [name, name.toUpperCase().replace(/A/g, 'Á')] }]);
      }),
    );
  });

  it('compares names on letters and digits only', () => {
    expect(nameKey("  Star Guardian  Kai'Sa ")).toBe('starguardiankaisa');
    expect(nameKey('La Ilusión')).toBe(nameKey('la ilusion'));
    expect(nameKey('(2022)')).toBe('2022');
  });
});
