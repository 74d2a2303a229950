import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RJSFSchema } from '@rjsf/utils';
import { gameRegistry } from '../../src/client/lib/game-registry';
import { visitorForm } from '../../src/engine/visitor-form';
import { decodeShareQuery, encodeShareQuery } from '../../src/client/features/calculator/share-query';

const league = gameRegistry.byId('league-of-legends')!;
const form = visitorForm(league, league.defaults);
const schema = form.schema as RJSFSchema;
const accept = (_path: string, text: string) => (/^\d+$/.test(text) ? Number(text) : null);

describe('share links', () => {
  it('carry the input keys, groups as group.item', () => {
    const data = { ...form.formData, level: 100, blueEssence: 5000, skins: { epic: 3 } };
    const query = new URLSearchParams(encodeShareQuery(schema, data, form.formData));
    expect(Object.fromEntries(query)).toEqual({ level: '100', blueEssence: '5000', 'skins.epic': '3' });
  });

  it('open links written with input keys', () => {
    const data = decodeShareQuery(schema, '?level=100&blueEssence=5000&skins.epic=3', form.formData, accept);
    expect(data).toMatchObject({ level: 100, blueEssence: 5000, skins: { epic: 3 } });
  });

  it('still open old links written with initials (?l=100&be=5000&s.e=3)', () => {
    const data = decodeShareQuery(schema, 'l=100&be=5000&s.e=3', form.formData, accept);
    expect(data).toMatchObject({ level: 100, blueEssence: 5000, skins: { epic: 3 } });
  });

  it('prefer the input key when a link carries both spellings', () => {
    expect(decodeShareQuery(schema, 'l=1&level=2', form.formData, accept)).toMatchObject({ level: 2 });
  });

  it('round-trip any counts through encode and decode, for every game', () => {
    for (const game of gameRegistry.games) {
      const gameForm = visitorForm(game, game.defaults);
      const gameSchema = gameForm.schema as RJSFSchema;
      const counts = game.inputs.filter((i) => i.kind === 'count').map((i) => i.key);
      fc.assert(
        fc.property(fc.array(fc.nat({ max: 50 }), { minLength: counts.length, maxLength: counts.length }), (values) => {
          const data = { ...gameForm.formData, ...Object.fromEntries(counts.map((key, i) => [key, values[i]! + 1])) };
          const query = encodeShareQuery(gameSchema, data, gameForm.formData);
          for (const key of counts) expect(new URLSearchParams(query).has(key)).toBe(true);
          expect(decodeShareQuery(gameSchema, query, gameForm.formData, accept)).toMatchObject(
            Object.fromEntries(counts.map((key, i) => [key, values[i]! + 1])),
          );
        }),
        { numRuns: 30 },
      );
    }
  });
});
